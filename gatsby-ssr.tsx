import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { rootDetectionScript } from './src/i18n/detect';
import { ToastHost } from './src/components/toaster/toast-host';
import type { StatisticsConfig } from './src/statistics/providers';
import { statisticsElementId } from './src/components/statistics/boot';
import { prefilterScript } from './src/components/products/finder/prefilter-script';
import { locales } from './src/i18n/locales';
import { localePath } from './src/routes';
import { renderInOrder } from './src/node/render-in-order';
import { earlyInputScript } from './src/browser/early-input';

/** The product lists (the finder), one per locale: their <head> carries the finder's prefilter. */
const productLists = new Set<string>(locales.map((locale) => localePath('products', locale)));

/** The site settings' statistics provider, set at build time (src/node/webpack.ts); null when off. */
declare const __SITE_STATISTICS__: StatisticsConfig | null;
const statistics = typeof __SITE_STATISTICS__ === 'undefined' ? null : __SITE_STATISTICS__;

/** JSON inside a script element: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Browser-language detection runs only on `/`, before any bundle: an inline script in that
 * page's static HTML (never re-run by client-side navigation).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setPostBodyComponents }) => {
  // Presses, submissions and typing before the page is live take effect once it is (src/browser/early-input.ts).
  setHeadComponents([<script key="early-input" dangerouslySetInnerHTML={{ __html: earlyInputScript() }} />]);
  if (pathname === '/') {
    setHeadComponents([<script key="locale-detection" dangerouslySetInnerHTML={{ __html: rootDetectionScript() }} />]);
  }
  // A shared finder link shows its filtered list from the first paint (no layout shift at hydration).
  if (productLists.has(pathname)) {
    setHeadComponents([<script key="finder-prefilter" dangerouslySetInnerHTML={{ __html: prefilterScript() }} />]);
  }
  // Read by src/components/statistics/boot.ts after hydration; absent when no provider is set.
  if (statistics) {
    setPostBodyComponents([
      <script
        key="site-statistics"
        id={statisticsElementId}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: scriptJson(statistics) }}
      />,
    ]);
  }
};

/**
 * gatsby-plugin-image stays for the build's image data, but the site renders its pictures with
 * src/components/picture (no GatsbyImage): the plugin's head style and inline load script, sent
 * with every page, serve nothing and are dropped.
 */
const gatsbyImageHead = new Set(['gatsby-image-style', 'gatsby-image-style-noscript', 'gatsby-image-style-script']);
const isGatsbyImageHead = (node: React.ReactNode) =>
  React.isValidElement(node) && node.key !== null && gatsbyImageHead.has(node.key);

/**
 * The one inline script of Gatsby's whose text differs from page to page (`window.pagePath=
 * "/about/"`) reads its path from its own element instead, so that one hash allows it on every
 * page: the Content-Security-Policy lists the build's inline scripts by hash, not 'unsafe-inline'
 * (src/server/http/site-csp.ts). Its text must stay exactly this.
 */
const pagePathScript = 'window.pagePath=document.currentScript.dataset.pagePath;';
const gatsbyPagePath = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/** Gatsby's page-path script with the path moved into an attribute; anything else unchanged. */
function withConstantPagePath(node: React.ReactNode): React.ReactNode {
  if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: string } }>(node)) return node;
  if (node.props.id !== 'gatsby-script-loader') return node;
  // Only the exact form Gatsby writes with slices on (no page data or build hash beside the path).
  const match = gatsbyPagePath.exec(node.props.dangerouslySetInnerHTML?.__html ?? '');
  if (!match) return node;
  return (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      data-page-path={JSON.parse(match[1]!) as string}
      dangerouslySetInnerHTML={{ __html: pagePathScript }}
    />
  );
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = getHeadComponents();
  const kept = head.filter((node) => !isGatsbyImageHead(node));
  if (kept.length !== head.length) replaceHeadComponents(kept);
  replacePostBodyComponents(getPostBodyComponents().map(withConstantPagePath));
};

/** Every part of the page in document order, none moved in by a script (render-in-order.ts). */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderInOrder(bodyComponent));
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <ToastHost />
  </>
);
