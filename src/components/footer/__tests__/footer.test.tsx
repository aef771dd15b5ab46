import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { Footer, footerHref } from '../footer';

const quickLinks = () => within(screen.getByRole('navigation', { name: /快速链接|Quick links/ }));

describe('Footer links', () => {
  it('shows the links of the site settings, in the English site under /en', () => {
    renderInLocale(<Footer locale="en" />, 'en');
    const links = quickLinks().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Product', '/en/products/'],
      ['Solution', '/en/solutions/'],
      ['Experts', '/en/experts/'],
      ['News', '/en/news/'],
      ['Support', '/en/supports/'],
      ['About Us', '/en/about/'],
    ]);
  });

  it('shows what editors wrote, external links as plain links to the address', () => {
    renderInLocale(<Footer locale="zh" />, 'zh', (settings) => ({
      ...settings,
      footerLinks: [
        { label: '招聘信息', url: '/about/#join' },
        { label: '工信部备案', url: 'https://beian.miit.gov.cn/' },
      ],
    }));
    expect(quickLinks().getAllByRole('link')).toHaveLength(2);
    expect(quickLinks().getByRole('link', { name: '招聘信息' })).toHaveAttribute('href', '/about/#join');
    const external = quickLinks().getByRole('link', { name: '工信部备案' });
    expect(external).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Footer numbers (issue 14)', () => {
  it.each([
    ['zh', '400-860-2718', '总机 +86 27 8765 4300'],
    ['en', '+86 27 8765 4300', 'Hotline (from within mainland China) 400-860-2718'],
  ] as const)('shows first the number a visitor of the %s site can dial', (locale, first, second) => {
    renderInLocale(<Footer locale={locale} />, locale);
    expect(screen.getByTestId('first-number')).toHaveTextContent(first);
    expect(screen.getByTestId('first-number').nextElementSibling).toHaveTextContent(second);
  });
});

describe('footerHref', () => {
  it.each([
    ['/products/', 'zh', '/products/'],
    ['/products/', 'en', '/en/products/'],
    ['/en/news/', 'en', '/en/news/'],
    ['/en/news/', 'zh', '/en/news/'],
    ['https://x.cn/a', 'en', 'https://x.cn/a'],
  ] as const)('%s in %s is %s', (url, locale, href) => {
    expect(footerHref(url, locale)).toBe(href);
  });
});
