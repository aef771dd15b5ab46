import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { SearchView } from '../search-view';

// Without an index (gatsby develop, or a build whose index step did not run) the page says so.
// Here /pagefind/pagefind.js cannot be imported at all, as in `gatsby develop`.

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SearchView', () => {
  it('shows a hint and no results for an empty query', () => {
    window.history.replaceState(null, '', '/en/search/');
    renderInLocale(<SearchView locale="en" />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Type a model, a term or a specification to search.');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  });

  it('reads the query from the URL and says search is unavailable without an index', async () => {
    window.history.replaceState(null, '', '/search/?q=FS20&type=product');
    renderInLocale(<SearchView locale="zh" />);
    expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue('FS20');
    expect(screen.getByRole('button', { name: '产品', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText(/搜索索引尚未生成/)).toBeInTheDocument();
  });

  it('keeps the typed query and the type filter in the URL', async () => {
    window.history.replaceState(null, '', '/en/search/');
    renderInLocale(<SearchView locale="en" />, 'en');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search terms' }), { target: { value: '  1030 nm & <b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'FAQ' }));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('q')).toBe('1030 nm & <b>');
    expect(params.get('type')).toBe('faq');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('  1030 nm & <b>');
    expect(await screen.findByText(/Search is not available yet/)).toBeInTheDocument();
  });
});
