import React from 'react';
import { screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { StatisticsNotice } from '../statistics-notice';
import { statisticsConfig } from '../../../statistics/providers';

const baidu = statisticsConfig({ provider: 'baidu', baiduSiteId: '0123456789abcdef0123456789abcdef' });
const umami = statisticsConfig({
  provider: 'umami',
  umamiScriptUrl: 'https://stats.example.cn/script.js',
  umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
});
const plausible = statisticsConfig({ provider: 'plausible', plausibleDomain: 'example.cn' });

describe('the privacy notice on statistics', () => {
  it('says nothing when no provider is configured', () => {
    const { container } = renderInLocale(<StatisticsNotice config={null} />, 'en');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['zh', baidu, '访问统计', '百度统计'],
    ['en', baidu, 'Visitor statistics', 'Baidu Tongji'],
    ['zh', umami, '访问统计', 'stats.example.cn'],
    ['en', umami, 'Visitor statistics', 'Umami, run by us on our own server (stats.example.cn)'],
    ['zh', plausible, '访问统计', 'Plausible 统计访问量和浏览的页面（统计服务器：plausible.io）'],
    ['en', plausible, 'Visitor statistics', 'Plausible (plausible.io)'],
  ] as const)('names the provider (%s, %j)', (locale, config, heading, named) => {
    renderInLocale(<StatisticsNotice config={config} />, locale);
    const section = screen.getByRole('region', { name: heading });
    expect(section).toHaveTextContent(named);
    expect(section.textContent).not.toMatch(/\{\{|statistics\./);
  });

  it('tells English visitors that Baidu waits for their consent, and every reader that DNT/GPC are honoured', () => {
    renderInLocale(<StatisticsNotice config={baidu} />, 'en');
    expect(screen.getByRole('region')).toHaveTextContent('only after you accept');
    expect(screen.getByRole('region')).toHaveTextContent('Global Privacy Control');
  });
});
