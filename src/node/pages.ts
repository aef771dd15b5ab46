import path from 'node:path';
import type { Actions, GatsbyNode } from 'gatsby';
import { type Locale, defaultLocale, locales } from '../i18n/locales';
import { type RouteBase, localePath, optionalIdRedirects, routeName } from '../routes';
import type { PageContext } from '../types/page-context';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** One template per route: Gatsby splits the code per template. */
const templates: Record<RouteBase, string> = {
  index: template('home'),
  about: template('about'),
  experts: template('experts'),
  news: template('news-list'),
  products: template('products'),
  solutions: template('solutions'),
  supports: template('supports'),
  privacy: template('privacy'),
  'news-detail-id': template('news-detail'),
  'products-detail-id': template('product-detail'),
  'solutions-detail-id': template('solution-detail'),
  'experts-id': template('expert-detail'),
};

/** Detail routes, the node type whose slugs they show, in the order of their list. */
const detailSources: Partial<Record<RouteBase, string>> = {
  'news-detail-id': 'allNews(filter: { locale: { eq: "zh" } }, sort: [{ date: DESC }, { slug: ASC }])',
  'products-detail-id': 'allProduct(filter: { locale: { eq: "zh" } })',
  'solutions-detail-id': 'allSolution(filter: { locale: { eq: "zh" } })',
  'experts-id': 'allExpert(filter: { locale: { eq: "zh" } })',
};

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
    component: templates[base],
    context: { ...contextFor(locale, base, pagePath, params), ...extra },
  });
}

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  for (const [base, source] of Object.entries(detailSources) as [RouteBase, string][]) {
    const result = await graphql<Record<string, { nodes: { slug: string }[] }>>(
      `{ entries: ${source} { nodes { slug } } }`,
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not list the entries of ${base}`, result.errors as Error[]);
      return;
    }
    const slugs = result.data.entries!.nodes.map((node) => node.slug);
    slugs.forEach((slug, index) => {
      // Neighbours in list order; only the news pages show them.
      const neighbours =
        base === 'news-detail-id' ? { previousId: slugs[index - 1] ?? '', nextId: slugs[index + 1] ?? '' } : {};
      for (const locale of locales) createRoutePage(actions, base, locale, { id: slug }, neighbours);
    });
  }
  for (const base of Object.keys(templates) as RouteBase[]) {
    if (base in detailSources) continue;
    for (const locale of locales) createRoutePage(actions, base, locale);
  }
  for (const locale of locales) {
    const pagePath = locale === defaultLocale ? '/404/' : `/${locale}/404/`;
    actions.createPage({
      path: pagePath,
      // The default locale's not-found page doubles as /404.html; others catch their prefix.
      ...(locale === defaultLocale ? {} : { matchPath: `/${locale}/*` }),
      component: template('not-found'),
      context: contextFor(locale, '404', pagePath),
    });
  }
  for (const { fromPath, toPath } of optionalIdRedirects()) {
    actions.createRedirect({ fromPath, toPath, isPermanent: false, redirectInBrowser: true });
  }
};
