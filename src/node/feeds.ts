import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteUrl } from '../config/site';
import { localeInfo, locales } from '../i18n/locales';
import { localePath, withLocalePrefix } from '../routes';
import { newsOrder } from '../model/collections/news';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

interface FeedItem {
  slug: string;
  title: string;
  summary: string;
  date: string;
}

/** An RSS 2.0 feed of one locale's news. */
export function newsFeed(
  locale: (typeof locales)[number],
  channel: { title: string; description: string },
  items: FeedItem[],
) {
  const feedUrl = `${siteUrl}${withLocalePrefix('/rss.xml', locale)}`;
  const entries = items.map((item) => {
    const url = `${siteUrl}${localePath('news-detail-id', locale, { id: item.slug })}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(`${item.date}T08:00:00+08:00`).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${siteUrl}${localePath('news', locale)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${localeInfo[locale].iso}</language>`,
    `    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** robots.txt and one RSS feed per locale, written after the build with the configured site URL. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve('public');
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    ['User-agent: *', 'Allow: /', 'Disallow: /admin/', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n'),
  );
  for (const locale of locales) {
    const result = await graphql<{
      news: { nodes: FeedItem[] };
      site: { nodes: { brand: string; seo: { news: { title: string; description: string } } }[] };
    }>(`{
      news: allNews(filter: { locale: { eq: "${locale}" } }, sort: ${newsOrder.graphql}, limit: 50) {
        nodes { slug title summary date(formatString: "YYYY-MM-DD") }
      }
      site: allSiteSettings(filter: { locale: { eq: "${locale}" } }) {
        nodes { brand seo { news { title description } } }
      }
    }`);
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Could not build the news feeds', result.errors as Error[]);
      return;
    }
    const site = result.data.site.nodes[0];
    const brand = site?.brand ?? '';
    const file = path.join(publicDir, withLocalePrefix('/rss.xml', locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      newsFeed(
        locale,
        { title: `${brand} · ${site?.seo.news.title ?? ''}`, description: site?.seo.news.description ?? '' },
        result.data.news.nodes,
      ),
    );
  }
};
