import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { Footer, footerHref } from '../footer';
import { publicSecurityRecord } from '../../../node/wechat-qr';

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
      ['Service and returns', '/en/supports/service/'],
      ['Where to find us', '/en/supports/#support-locations'],
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

describe('Footer numbers', () => {
  it.each([
    ['zh', '400-860-2718', '总机 +86 27 8765 4300'],
    ['en', '+86 27 8765 4300', 'Hotline (from within mainland China) 400-860-2718'],
  ] as const)('shows first the number a visitor of the %s site can dial', (locale, first, second) => {
    renderInLocale(<Footer locale={locale} />, locale);
    expect(screen.getByTestId('first-number')).toHaveTextContent(first);
    expect(screen.getByTestId('first-number').nextElementSibling).toHaveTextContent(second);
  });
});

/** The settings as the build serves them: the QR image's address comes from a resolver (src/node/wechat-qr.ts). */
const withQr = (settings: Record<string, unknown>) => ({
  ...settings,
  footer: {
    ...(settings.footer as object),
    wechatQr: '/static/wechat-qr-0123456789ab.svg',
    publicSecurityUrl: publicSecurityRecord((settings.footer as { publicSecurity: string }).publicSecurity),
  },
});

describe('Footer filings, WeChat, LinkedIn and privacy (from the site settings)', () => {
  it.each([
    ['zh', '隐私声明', '/privacy/', '微信公众号“曜辰激光”的二维码', '领英（LinkedIn）'],
    ['en', 'Privacy notice', '/en/privacy/', 'QR code of our WeChat official account “曜辰激光”', 'LinkedIn'],
  ] as const)('shows them on the %s site', (locale, privacy, privacyHref, qrAlt, linkedin) => {
    renderInLocale(<Footer locale={locale} />, locale, withQr);
    const filings = within(screen.getByRole('list', { name: /备案|filings/ }));
    expect(filings.getByRole('link', { name: privacy })).toHaveAttribute('href', privacyHref);
    expect(filings.getByRole('link', { name: '鄂ICP备2018012345号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(filings.getByRole('link', { name: '鄂公网安备 42018502001234号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=42018502001234',
    );
    const qr = screen.getByRole('img', { name: qrAlt });
    expect(qr).toHaveAttribute('src', '/static/wechat-qr-0123456789ab.svg');
    expect(qr).toHaveAttribute('width', '112');
    expect(screen.getByRole('link', { name: linkedin })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/yaochen-laser',
    );
  });

  it('leaves out what editors left empty, never the ICP number', () => {
    renderInLocale(<Footer locale="en" />, 'en', (settings) => ({
      ...settings,
      footer: {
        ...(settings.footer as object),
        publicSecurity: '',
        publicSecurityUrl: null,
        wechatQr: null,
        linkedin: '',
      },
    }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByRole('link', { name: /公网安备/ })).toBeNull();
    expect(screen.getByRole('link', { name: '鄂ICP备2018012345号-1' })).toBeInTheDocument();
  });

  it('links the public-security record by its 14-digit number', () => {
    expect(publicSecurityRecord('京公网安备11010802020088号')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010802020088',
    );
    expect(publicSecurityRecord('公网安备')).toBeNull();
    expect(publicSecurityRecord('')).toBeNull();
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
