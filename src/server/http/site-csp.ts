import { withStatisticsOrigins } from '../../statistics/providers';
import { videoEmbedOrigins } from '../../model/collections/video';
import { buildFileReader } from './build-file';
import { buildInlineScriptHashes, inlineScriptHashesFile } from './inline-scripts';
import { readStatisticsConfig } from './statistics-csp';

const hashSource = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes of the inline scripts of the build being served, as the build listed them
 * (`csp-hashes.json`, src/node/csp-hashes.ts). A build without the list (made before it existed)
 * has its pages read once instead, so its scripts still run.
 */
const readListedHashes = buildFileReader<string[] | null>(
  inlineScriptHashesFile,
  (parsed) => {
    const list = (parsed as { scriptSrc?: unknown }).scriptSrc;
    return Array.isArray(list) && list.every((item) => typeof item === 'string' && hashSource.test(item))
      ? (list as string[])
      : null;
  },
  null,
);
const scannedHashes = new Map<string, string[]>();
export function inlineScriptSources(publicDir: string): string[] {
  const listed = readListedHashes(publicDir);
  if (listed) return listed;
  let scanned = scannedHashes.get(publicDir);
  if (!scanned) {
    scanned = buildInlineScriptHashes(publicDir);
    scannedHashes.set(publicDir, scanned);
  }
  return scanned;
}

/**
 * The Content-Security-Policy directives of every page but /admin (admin-csp.ts), one policy for
 * the whole site, which keeps the header and caching simple.
 * - Scripts: the site's own files, and its inline scripts by hash only (no 'unsafe-inline', so an
 *   injected script does not run): Gatsby's page path, chunk map and build hash, React's
 *   streaming helpers, and the root page's language detection (gatsby-ssr.tsx), listed by the
 *   build. 'wasm-unsafe-eval' lets the site search (Pagefind, /search/) compile its own
 *   WebAssembly from /pagefind/; it allows no eval() of JavaScript.
 * - Styles: Gatsby inlines critical CSS, and React sets style attributes: 'unsafe-inline'.
 * - The statistics provider of the served build (statistics.json) adds its origins, and only its.
 */
export function siteCspDirectives(publicDir: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'script-src': ["'self'", ...inlineScriptSources(publicDir), "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    // Videos: files hosted here, or the players of the allowed hosts (src/model/collections/video.ts).
    'media-src': ["'self'"],
    'frame-src': ["'self'", ...videoEmbedOrigins],
    'frame-ancestors': ["'self'"],
  };
  return withStatisticsOrigins(directives, readStatisticsConfig(publicDir));
}
