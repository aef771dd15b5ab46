import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { rootDetectionScript } from './src/i18n/detect';
import { ToastHost } from './src/components/toaster/toast-host';
import type { StatisticsConfig } from './src/statistics/providers';
import { statisticsElementId } from './src/components/statistics/boot';

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
  if (pathname === '/') {
    setHeadComponents([<script key="locale-detection" dangerouslySetInnerHTML={{ __html: rootDetectionScript() }} />]);
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

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const kept = head.filter((node) => !isGatsbyImageHead(node));
  if (kept.length !== head.length) replaceHeadComponents(kept);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <ToastHost />
  </>
);
