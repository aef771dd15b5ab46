/** Cache-Control for a file Gatsby built, by its path under public/. */
export function cacheControlFor(urlPath: string): string {
  // Content-hashed: JS and CSS chunks, /static/ assets, static-query results.
  if (
    /^\/static\//.test(urlPath) ||
    /^\/page-data\/sq\//.test(urlPath) ||
    /-[0-9a-f]{16,}\.(js|css|mjs)(\.map)?$/.test(urlPath)
  ) {
    return 'public, max-age=31536000, immutable';
  }
  // HTML and page data change with every build: browsers revalidate, shared caches keep a minute.
  if (/\.html$/.test(urlPath) || /\/$/.test(urlPath) || /^\/page-data\//.test(urlPath) || /\.json$/.test(urlPath)) {
    return 'public, max-age=0, s-maxage=60, must-revalidate';
  }
  return 'public, max-age=3600';
}
