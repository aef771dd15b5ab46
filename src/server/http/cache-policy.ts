import path from 'node:path';

/** For files named after a hash of their own content: new content gets a new name. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * For every other name, whose content can change under it: browsers revalidate on each use
 * (a 304 when unchanged, thanks to ETag and Last-Modified), shared caches may keep it a minute.
 */
export const revalidate = 'public, max-age=0, s-maxage=60, must-revalidate';

/**
 * For /admin's page: its Content-Security-Policy depends on the host it is asked for (Decap's
 * local proxy is allowed on localhost only, admin-csp.ts), and with TRUST_PROXY on the
 * X-Forwarded-Host header, which a shared cache does not key on. Kept by no cache, so one
 * host's policy is never handed to another.
 */
export const noStore = 'no-store';
/** The paths answered with `noStore`: /admin's page. Importable, so a proxy applies the same rule. */
export const hostDependent = /^\/admin\/(?:index\.html)?$/;

/**
 * Files of a build that no visitor needs, answered as not found:
 * - the chunks' source maps (`*.js.map`, `*.css.map`): they hold the whole source with its
 *   comments, 1.5 MB that only a developer debugging a build uses, on the machine that built it;
 * - `webpack.stats.json`: the module and chunk graph, read by Gatsby while it builds, never by a
 *   browser (the chunk map the pages need is inlined in them).
 * An importable list, so that a proxy's configuration can refuse the same names.
 */
export const buildOnlyFiles: readonly RegExp[] = [/\.(?:js|css)\.map$/, /^\/webpack\.stats\.json$/];

/** Whether a URL path names a file of the build that is never served (`buildOnlyFiles`). */
export function isBuildOnlyFile(urlPath: string): boolean {
  return buildOnlyFiles.some((pattern) => pattern.test(urlPath));
}

/**
 * Content-hashed names in a Gatsby build, and only those:
 * - `/static/<content digest>/…` (gatsby-source-filesystem's publicURL, gatsby-plugin-sharp's
 *   images) and webpack's assets `/static/<name>-<hash>.<ext>`;
 * - webpack's chunks at the root, `<name>-<contenthash>.js` (app, framework, webpack-runtime,
 *   commons, component---…, numbered chunks) and `<name>.<contenthash>.css` (styles);
 * - the CMS bundle, `/admin/<name>-<contenthash>.<ext>` (scripts/build-cms.mjs);
 * - the search index's chunks, `/pagefind/{filter,fragment,index}/<lang>_<hash>.pf_*` and
 *   `/pagefind/pagefind.<lang>_<hash>.pf_meta` (scripts/lib/search-index.mjs). Pagefind's code,
 *   WebAssembly and `pagefind-entry.json` keep their names from build to build: revalidated.
 * Not hashed although they look it: static query results (`/page-data/sq/d/<hash>.json`, the hash
 * is of the query, not of its result), the chunks' `.map` and `.LICENSE.txt` files (a comment
 * changes them, not the minified chunk's name), uploads (editors replace them in place) and the
 * generated datasheets (`/datasheets/<slug>-<locale>.pdf`, new content under the same name).
 */
export const contentHashed: readonly RegExp[] = [
  /^\/static\/[^/]/,
  /^\/[\w-]+-[0-9a-f]{20}\.js$/,
  /^\/[\w-]+\.[0-9a-f]{20}\.css$/,
  /^\/admin\/[\w-]+-[0-9a-f]{20}\.\w+$/,
  /^\/pagefind\/(?:(?:filter|fragment|index)\/|pagefind\.)[a-z-]+_[0-9a-f]{7,}\.pf_(?:filter|fragment|index|meta)$/,
];

/** Cache-Control for a file Gatsby built, by its URL path (its path under public/). */
export function cacheControlFor(urlPath: string): string {
  if (hostDependent.test(urlPath)) return noStore;
  return contentHashed.some((pattern) => pattern.test(urlPath)) ? immutable : revalidate;
}

/**
 * The not-found pages themselves (`/404.html`, `/404/`, `/en/404/index.html`…): never a 200, always
 * the 404 page with status 404. Read by the Node server (app.ts) and the nginx configuration
 * (deploy/nginx.ts).
 */
export const notFoundPagePaths = /^(\/[a-z]{2})?\/404(\.html|\/(index\.html)?)?$/;

/**
 * The build's precompressed copies (scripts/lib/precompress.mjs): sent for their original, never
 * by their own name (a 404 when asked for by name).
 */
export const precompressedCopyPaths = /\.(html|m?js|css|json|svg|xml|txt|dxf|ics|webmanifest|ico)\.(br|gz)$/i;

/**
 * The path of the file a static server reads for a request path: percent-decoded, `.` and `..`
 * segments resolved and repeated slashes merged, as serve-static (send) and nginx's `$uri` do
 * before they open a file. Null when it does not decode (send answers those 400 itself).
 */
export function servedPathOf(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  return path.posix.normalize(`/${decoded}`);
}

/**
 * Whether a request path names a file never sent by its own name: a not-found page, a
 * precompressed copy or a build-only file. Decided on the path the static server would read
 * (`servedPathOf`), never on the raw one: `/404%2Ehtml` and `//webpack.stats.json` are refused
 * like `/404.html` and `/webpack.stats.json`. nginx matches its locations against `$uri`, which
 * is that same decoded, normalised path (deploy/nginx.ts).
 */
export function isNeverServed(requestPath: string): boolean {
  const served = servedPathOf(requestPath);
  if (served === null) return false;
  return notFoundPagePaths.test(served) || precompressedCopyPaths.test(served) || isBuildOnlyFile(served);
}
