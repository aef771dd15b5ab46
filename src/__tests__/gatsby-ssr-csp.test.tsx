import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML } from '../../gatsby-ssr';
import { inlineScriptHashes } from '../server/http/inline-scripts';

// The site's CSP allows inline scripts by hash (src/server/http/site-csp.ts): Gatsby's page-path
// script must read the same on every page, or each page would need a hash of its own.

/** Gatsby's post-body components as static-entry.js builds them with slices on. */
const gatsbyPostBody = (pagePath: string) => [
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />,
  <script key="/app-0123.js" src="/app-0123.js" async />,
];

function rendered(pagePath: string) {
  let post: React.ReactNode[] = gatsbyPostBody(pagePath);
  const api = {
    getHeadComponents: () => [],
    replaceHeadComponents: () => {},
    getPostBodyComponents: () => post,
    replacePostBodyComponents: (next: React.ReactNode[]) => {
      post = next;
    },
  };
  (onPreRenderHTML as unknown as (args: typeof api) => void)(api);
  return renderToStaticMarkup(<>{post}</>);
}

describe("Gatsby's page-path script", () => {
  it('has the same text, so the same hash, on every page', () => {
    const pages = ['/', '/en/about/', '/404.html', '/news/detail/"a<b"/'].map(rendered);
    const hashes = new Set(pages.flatMap(inlineScriptHashes));
    expect(hashes.size).toBe(1);
  });

  it('still sets window.pagePath to the page path when it runs', () => {
    const html = rendered('/news/detail/"a<b"/');
    document.body.innerHTML = html;
    const element = document.getElementById('gatsby-script-loader') as HTMLScriptElement;
    Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the script's own text, as a browser would
    new Function(element.text)();
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/news/detail/"a<b"/');
    expect(html).toContain('src="/app-0123.js"');
  });
});
