import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ExpertsView } from '../experts-view';
import { fixtureExperts, fixtureIntro } from './expert-fixtures';

const cardNames = () =>
  within(screen.queryByRole('list', { name: /Expert list|专家列表/ }) ?? document.createElement('ul'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const search = () => screen.getByRole('searchbox');
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });

beforeEach(() => window.history.replaceState(null, '', '/en/experts/'));

describe('ExpertsView in English', () => {
  const renderEn = (experts = fixtureExperts.en) =>
    renderInLocale(<ExpertsView experts={experts} locale="en" intro={fixtureIntro.en} />, 'en');

  it('has the heading, a labelled search box with the exact placeholder, and every expert', () => {
    renderEn();
    expect(screen.getByRole('heading', { level: 1, name: 'Experts' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search experts' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Search expert name, company or specialties...');
    expect(cardNames()).toEqual(['Zhou Hang', 'Lin Yue', 'Chen Si', 'Wang Lei', 'Sun Mei']);
    expect(screen.getByRole('status')).toHaveTextContent('5 experts');
  });

  it('has a search button: pressing it leaves the results and reads out their count', () => {
    renderEn();
    type('Lin Yue');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).toHaveAttribute('role', 'search');
    fireEvent.click(button);
    expect(cardNames()).toEqual(['Lin Yue']);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1 expert');
    // Without JavaScript the form sends the query to this page.
    expect(search()).toHaveAttribute('name', 'q');
  });

  it('shows a card with initials, role, company, status, four specialties and a detail link', () => {
    renderEn();
    const card = screen.getByRole('heading', { name: 'Zhou Hang' }).closest('article')!;
    expect(card).toHaveTextContent('ZH');
    expect(card).toHaveTextContent('Chief Scientist');
    expect(card).toHaveTextContent('R&D Center · Yaochen Laser');
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    const specialties = within(card).getByRole('list', { name: 'Specialties' });
    expect(
      within(specialties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Femtosecond amplification', 'Nonlinear optics', 'Seed design', 'Thermal management', '+1 more']);
    const link = within(card).getByRole('link', { name: 'View detail' });
    expect(link).toHaveAttribute('href', '/en/experts/zhou-hang/');
    expect(link).toHaveAccessibleDescription('Zhou Hang');
    const inactive = screen.getByRole('heading', { name: 'Lin Yue' }).closest('article')!;
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
  });

  it('searches by name, company, position and specialty, and announces the count', () => {
    renderEn();
    type('wang lei');
    expect(cardNames()).toEqual(['Wang Lei']);
    expect(screen.getByRole('status')).toHaveTextContent('1 expert');
    type('  YAOCHEN PRECISION ');
    expect(cardNames()).toEqual(['Chen Si']);
    type('quality director');
    expect(cardNames()).toEqual(['Sun Mei']);
    type('perovskite');
    expect(cardNames()).toEqual(['Wang Lei']);
    type('Yaochen Laser');
    expect(cardNames()).toEqual(['Zhou Hang', 'Lin Yue', 'Wang Lei']);
    expect(screen.getByRole('status')).toHaveTextContent('3 experts');
  });

  it('shows only active experts with the pressed "Active experts" button', () => {
    renderEn();
    const all = screen.getByRole('button', { name: 'All experts' });
    const active = screen.getByRole('button', { name: 'Active experts' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(active).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(active);
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Zhou Hang', 'Chen Si', 'Wang Lei', 'Sun Mei']);
    fireEvent.click(all);
    expect(cardNames()).toHaveLength(5);
  });

  it('says so when nothing matches, and the clear button brings every expert back', () => {
    renderEn();
    fireEvent.click(screen.getByRole('button', { name: 'Active experts' }));
    type('lin yue');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No experts match your search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 experts');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardNames()).toHaveLength(5);
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'All experts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('No experts match your search')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('says there are no experts yet, without search, when the list is empty', () => {
    renderEn([]);
    expect(screen.getByText('No experts yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText('No experts match your search')).not.toBeInTheDocument();
  });
});

describe('ExpertsView in Chinese', () => {
  const renderZh = (experts = fixtureExperts.zh) =>
    renderInLocale(<ExpertsView experts={experts} locale="zh" intro={fixtureIntro.zh} />, 'zh');

  it('speaks Chinese: placeholder, filter, status labels and detail links', () => {
    renderZh();
    expect(screen.getByRole('heading', { level: 1, name: '专家团队' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索专家' })).toHaveAttribute(
      'placeholder',
      '搜索专家姓名、公司或专业领域...',
    );
    expect(screen.getByRole('button', { name: '全部专家' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '在职专家' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('在职')).not.toBeInTheDocument();
    expect(screen.getAllByText('已离任')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: '查看详情' })[0]).toHaveAttribute('href', '/experts/zhou-hang/');
    expect(screen.getByRole('status')).toHaveTextContent('共 5 位专家');
  });

  it('searches Chinese names, companies and specialties', () => {
    renderZh();
    type('周航');
    expect(cardNames()).toEqual(['周航']);
    type('深圳曜辰精密');
    expect(cardNames()).toEqual(['陈思']);
    type('玻璃');
    expect(cardNames()).toEqual(['林悦', '王磊']);
    fireEvent.click(screen.getByRole('button', { name: '在职专家' }));
    expect(cardNames()).toEqual(['王磊']);
  });

  it('has Chinese empty states and clear button', () => {
    const { unmount } = renderZh();
    type('不存在的专家');
    expect(screen.getByText('没有找到符合条件的专家')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清除搜索条件' }));
    expect(cardNames()).toHaveLength(5);
    unmount();
    renderZh([]);
    expect(screen.getByText('暂无专家信息')).toBeInTheDocument();
  });
});

describe('search and filter in the URL', () => {
  it('reads them back on load, so a shared link shows the same results', () => {
    window.history.replaceState(null, '', '/en/experts/?q=glass&filter=active');
    renderInLocale(<ExpertsView experts={fixtureExperts.en} locale="en" intro={fixtureIntro.en} />, 'en');
    expect(search()).toHaveValue('glass');
    expect(screen.getByRole('button', { name: 'Active experts' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Wang Lei']);
  });

  it('writes them as the visitor types and filters, replacing the history entry', () => {
    window.history.replaceState({ key: 'gatsby' }, '', '/experts/?utm_source=mail#list');
    const length = window.history.length;
    renderInLocale(<ExpertsView experts={fixtureExperts.zh} locale="zh" intro={fixtureIntro.zh} />, 'zh');
    type('周 航');
    fireEvent.click(screen.getByRole('button', { name: '在职专家' }));
    expect(window.location.pathname).toBe('/experts/');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('周 航');
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('active');
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('mail');
    expect(window.location.hash).toBe('#list');
    expect(window.history.state).toEqual({ key: 'gatsby' });
    expect(window.history.length).toBe(length);
    fireEvent.click(screen.getByRole('button', { name: '全部专家' }));
    type('');
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it('follows the URL when it changes by history navigation', () => {
    renderInLocale(<ExpertsView experts={fixtureExperts.en} locale="en" intro={fixtureIntro.en} />, 'en');
    act(() => {
      window.history.replaceState(null, '', '/en/experts/?q=sun+mei');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(search()).toHaveValue('sun mei');
    expect(cardNames()).toEqual(['Sun Mei']);
  });
});
