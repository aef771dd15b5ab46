import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { Feed } from 'feed';
import { siteUrl } from '../config/site';
import { localeInfo, locales } from '../i18n/locales';
import { localePath, withLocalePrefix } from '../routes';
import { newsOrder } from '../model/collections/news';

interface FeedItem {
  slug: string;
  title: string;
  summary: string;
  date: string;
}

/** A story's date (YYYY-MM-DD, the company's day) as a moment: 08:00 in China. */
const published = (date: string) => new Date(`${date}T08:00:00+08:00`);

/**
 * An RSS 2.0 feed of one locale's news, written by the `feed` package (escaping, dates, the
 * self link). Its build date is the newest story's, so an unchanged list gives the same file.
 */
export function newsFeed(
  locale: (typeof locales)[number],
  channel: { title: string; description: string },
  items: FeedItem[],
) {
  const listUrl = `${siteUrl}${localePath('news', locale)}`;
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: listUrl,
    link: listUrl,
    language: localeInfo[locale].iso,
    copyright: '',
    updated: items[0] ? published(items[0].date) : new Date(0),
    feedLinks: { rss: `${siteUrl}${withLocalePrefix('/rss.xml', locale)}` },
  });
  for (const item of items) {
    const url = `${siteUrl}${localePath('news-detail-id', locale, { id: item.slug })}`;
    feed.addItem({ title: item.title, id: url, link: url, description: item.summary, date: published(item.date) });
  }
  return feed.rss2();
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
