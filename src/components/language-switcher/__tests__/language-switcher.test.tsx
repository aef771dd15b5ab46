import React from 'react';
import { render } from '@testing-library/react';
import { LanguageSwitcher } from '../language-switcher';

describe('LanguageSwitcher', () => {
  it('links to the same page, query and hash in the other language', () => {
    const { container } = render(
      <LanguageSwitcher locale="zh" location={{ pathname: '/products/', search: '?band=ir', hash: '#list' }} />,
    );
    expect(container.querySelector('a[data-locale="en"]')!.getAttribute('href')).toBe('/en/products/?band=ir#list');
  });

  it.each([
    ['zh', '/404.html', 'en', '/en/'],
    ['zh', '/no-such-page/', 'en', '/en/'],
    ['en', '/en/no-such-page/', 'zh', '/'],
  ] as const)('on a not-found page (%s %s) leads to the %s home', (locale, pathname, other, home) => {
    const { container } = render(<LanguageSwitcher locale={locale} location={{ pathname, search: '?x=1' }} toHome />);
    expect(container.querySelector(`a[data-locale="${other}"]`)!.getAttribute('href')).toBe(home);
  });
});
