import path from 'node:path';
import type { Actions, GatsbyNode } from 'gatsby';
import { type Locale, defaultLocale, localeInfo, locales } from '../i18n/locales';
import {
  type RouteBase,
  localePath,
  optionalIdRedirects,
  routeBases,
  routeEntry,
  routeName,
  routeTable,
  withLocalePrefix,
} from '../routes';
import { newsOrder } from '../model';
import type { PageContext } from '../types/page-context';
import { todayInChina } from '../model/today';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * The `sort:` argument of a collection's list, so detail pages (and their neighbours) follow the
 * list order (the model's); collections not named here keep Gatsby's node order.
 */
const listOrder: Record<string, string> = {
  News: newsOrder.graphql,
};

/** `all<Collection>(filter: …, sort: …)`: the entries of a collection in the default locale, in list order. */
function listQuery(collection: string): string {
  const sort = listOrder[collection];
  const filter = `filter: { locale: { eq: ${JSON.stringify(defaultLocale)} } }`;
  return `all${collection}(${filter}${sort ? `, sort: ${sort}` : ''})`;
}

function contextFor(locale: Locale, base: RouteBase | '404', pagePath: string, params: Record<string, string> = {}) {
  const context: PageContext = {
    locale,
    language: locale,
    routeName: base === '404' ? `404___${locale}` : routeName(base, locale),
    params,
    ...(params.id ? { id: params.id } : {}),
    i18n: {
      language: locale,
      languages: [...locales],
      defaultLanguage: defaultLocale,
      generateDefaultLanguagePage: false,
      routed: locale !== defaultLocale,
      originalPath: locale === defaultLocale ? pagePath : pagePath.replace(/^\/[^/]+/, '') || '/',
      path: pagePath,
    },
  };
  return context;
}

function createRoutePage(
  actions: Actions,
  base: RouteBase,
  locale: Locale,
  params: Record<string, string> = {},
  extra: Partial<PageContext> = {},
) {
  const pagePath = localePath(base, locale, params as never);
  actions.createPage({
    path: pagePath,
    component: template(routeTable[base].template),
    context: { ...contextFor(locale, base, pagePath, params), ...extra },
  });
}

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  for (const base of routeBases) {
    const { collection, neighbours } = routeEntry(base);
    if (!collection) {
      // The news page folds past events by the build's day in China: a day, not the build's time,
      // so its page data changes once a day and not with every publish.
      const extra = base === 'news' ? { today: todayInChina() } : {};
      for (const locale of locales) createRoutePage(actions, base, locale, {}, extra);
      continue;
    }
    const result = await graphql<Record<string, { nodes: { slug: string }[] }>>(
      `{ entries: ${listQuery(collection)} { nodes { slug } } }`,
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not list the entries of ${base}`, result.errors as Error[]);
      return;
    }
    const slugs = result.data.entries!.nodes.map((node) => node.slug);
    slugs.forEach((slug, index) => {
      const extra = neighbours ? { previousId: slugs[index - 1] ?? '', nextId: slugs[index + 1] ?? '' } : {};
      for (const locale of locales) createRoutePage(actions, base, locale, { id: slug }, extra);
    });
  }
  for (const locale of locales) {
    const pagePath = withLocalePrefix('/404/', locale);
    actions.createPage({
      path: pagePath,
      // The default locale's not-found page doubles as /404.html; others catch their prefix.
      ...(locale === defaultLocale ? {} : { matchPath: `${localeInfo[locale].prefix}/*` }),
      component: template('not-found'),
      context: contextFor(locale, '404', pagePath),
    });
  }
  for (const { fromPath, toPath } of optionalIdRedirects()) {
    actions.createRedirect({ fromPath, toPath, isPermanent: false, redirectInBrowser: true });
  }
};
