// The nginx configuration that serves the static build directly and proxies /api/ to the Node
// Functions server (docs/deployment.md). Generated, never hand-kept: the cache rules come from
// src/server/http/cache-policy.ts, the security headers from the Node server itself (createApp,
// asked in-process), the redirects from the build's .cache/redirects.json.
//
// Two parts:
// - the site file, once per server: `npx tsx deploy/nginx.ts --root /srv/laser-site --server-name www.your-domain.cn`
//   (stdout; put it in /etc/nginx/sites-available/ and link it from sites-enabled/);
// - per build, `public/.nginx-http.conf`, `.nginx-headers.conf` and `.nginx-redirects.conf`
//   (dotfiles: never served), written by scripts/switch-build.ts into every build: the security
//   headers of that build (its statistics provider and CMS backend change its
//   Content-Security-Policy), its redirects, and its id in `X-Site-Build`. The site file includes
//   them from `.builds/current/public/`; nginx reads them when it (re)loads, so a deploy reloads
//   nginx afterwards (DEPLOY_AFTER="sudo systemctl reload nginx") and checks that the site answers
//   with the new build's id (DEPLOY_CHECK_URL). The includes are patterns that match nothing before
//   the first deploy, so the site file passes `nginx -t` from the start.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type RootRedirect, rootRedirectFrom } from '../src/config/site';
import { defaultLocale, localeInfo, locales } from '../src/i18n/locales';
import { createApp } from '../src/server/http/app';
import {
  buildOnlyFiles,
  contentHashed,
  hostDependent,
  immutable,
  noStore,
  notFoundPagePaths,
  precompressedCopyPaths,
  revalidate,
} from '../src/server/http/cache-policy';
import { readRedirects } from '../src/server/http/redirects';
import { buildHeader, nginxBuildFiles } from '../src/server/publish/builds';

/** The per-build files, in the build's public/ (dotfiles: neither server sends them). */
export const { http: httpIncludeName, headers: headersIncludeName, redirects: redirectsIncludeName } = nginxBuildFiles;

/** Statuses a build-time redirect may have: one map each, present in every build's include. */
const redirectStatuses = [301, 302, 303, 307, 308] as const;

/** Headers of a response that describe its body or connection, not the site's security policy. */
const notSecurityHeaders = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
  buildHeader.toLowerCase(),
]);

/**
 * An nginx double-quoted string holding `value` literally, followed by `variables` (e.g.
 * `$is_args$args`). nginx has no escape for `$` in a value (it starts a variable), so a value with
 * one is refused.
 */
export function quote(value: string, variables = ''): string {
  if (value.includes('$')) throw new Error(`nginx cannot hold "${value}" literally (it contains $)`);
  return regexQuote(value).replace(/"$/, `${variables}"`);
}

/** A double-quoted map key or location pattern: regular expressions, where nginx takes `$` literally. */
function regexQuote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`A value spans lines: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A JavaScript pattern as an nginx (PCRE) regular expression: the same source, its flags checked. */
function pcre(pattern: RegExp, { caseless = false } = {}): string {
  if (pattern.flags.replace('i', '') !== '') throw new Error(`${pattern} has flags nginx cannot express`);
  if (pattern.flags.includes('i') !== caseless) throw new Error(`${pattern}: expected ${caseless ? '' : 'no '}i flag`);
  return pattern.source;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `x-frame-options` as `X-Frame-Options` (header names are case-insensitive; this is how they are usually written). */
const titleCase = (header: string) =>
  header.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
const variableOf = (header: string) => `laser_h_${header.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

type HeaderSet = Record<string, string>;
export type HeaderVariant = 'site' | 'site-hsts' | 'admin' | 'admin-hsts';

/**
 * The security headers the Node server (createApp) sends for a page and for /admin/ of the build
 * in `publicDir`, without and with HSTS: asked from the app itself, in-process, on a free loopback
 * port, with a host that is not a local one (so /admin allows no local proxy). No Functions load.
 */
export async function securityHeadersOf(publicDir: string): Promise<Record<HeaderVariant, HeaderSet>> {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-headers-'));
  fs.symlinkSync(path.resolve(publicDir), path.join(projectDir, 'public'));
  const ask = async (hsts: boolean, urlPath: string): Promise<HeaderSet> => {
    const server = createApp({ projectDir, rootRedirect: null, hsts }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        // A connection of its own, closed with the answer (`agent: false`): Node's global agent keeps
        // connections alive, and server.close() below waited for such a one to time out (5 s) whenever
        // the answer's body was still arriving when it was called. That was the switch's "copied in
        // 4.4 s" after two of three one-file rebuilds (measured: 4.2 s of it here, the copy 0.1 s).
        http
          .get(
            { host: '127.0.0.1', port, path: urlPath, headers: { host: 'www.example.invalid' }, agent: false },
            (response) => {
              response.resume();
              if (response.statusCode !== 200) reject(new Error(`${urlPath} answered ${response.statusCode}`));
              else resolve(response.headers);
            },
          )
          .on('error', reject);
      });
      return Object.fromEntries(
        Object.entries(headers)
          .filter(([name, value]) => !notSecurityHeaders.has(name) && typeof value === 'string')
          .map(([name, value]) => [name, value as string]),
      );
    } finally {
      const closed = new Promise((resolve) => server.close(resolve));
      // Whatever a connection is still doing: the answer's headers are all that was asked for.
      server.closeAllConnections();
      await closed;
    }
  };
  try {
    return {
      site: await ask(false, '/'),
      'site-hsts': await ask(true, '/'),
      admin: await ask(false, '/admin/'),
      'admin-hsts': await ask(true, '/admin/'),
    };
  } finally {
    fs.rmSync(projectDir, { recursive: true, force: true });
  }
}

/**
 * The three per-build includes of the build `buildId` in `projectDir` (public/ and
 * .cache/redirects.json): maps at the http level, the headers of each answer, the redirects of
 * `location /`.
 */
export async function buildIncludes(
  projectDir: string,
  buildId: string,
): Promise<{ http: string; headers: string; redirects: string }> {
  if (!/^[\w.-]+$/.test(buildId)) throw new Error(`"${buildId}" is not a build id`);
  const variants = await securityHeadersOf(path.join(projectDir, 'public'));
  const names = [...new Set(Object.values(variants).flatMap((set) => Object.keys(set)))].sort();
  const lines = [
    '# Generated by deploy/nginx.ts for this build (do not edit): its security headers, as the Node',
    '# server sends them, and its redirects. Included at the http level by the site file.',
    '',
  ];
  for (const name of names) {
    lines.push(`map $laser_headers $${variableOf(name)} {`, '    default "";');
    for (const [variant, set] of Object.entries(variants)) {
      if (set[name] !== undefined) lines.push(`    ${variant} ${quote(set[name])};`);
    }
    lines.push('}');
  }
  // Node (src/server/http/redirects.ts): GET and HEAD, the path with or without its trailing slash, any case.
  // The maps here; the `if`s that apply them in the redirects include.
  const redirects = [...readRedirects(projectDir).values()];
  for (const status of redirectStatuses) {
    lines.push(`map "$request_method:$uri" $laser_redirect_${status} {`, '    default "";');
    for (const redirect of redirects.filter((candidate) => candidate.status === status)) {
      const from = escapeRegExp(redirect.fromPath.replace(/\/+$/, ''));
      lines.push(`    ${regexQuote(`~*^(GET|HEAD):${from}/?$`)} ${quote(redirect.toPath)};`);
    }
    lines.push('}');
  }
  const unknown = redirects.filter((redirect) => !(redirectStatuses as readonly number[]).includes(redirect.status));
  if (unknown.length) throw new Error(`Redirects with statuses nginx is not set up for: ${JSON.stringify(unknown)}`);
  const headers = [
    '# Generated by deploy/nginx.ts for this build (do not edit): the security headers of each response,',
    `# and the build's id (${buildHeader}: scripts/deploy.sh checks nginx loaded this build's files).`,
    ...names.map((name) => `add_header ${titleCase(name)} $${variableOf(name)} always;`),
    `add_header ${buildHeader} ${quote(buildId)} always;`,
    '',
  ];
  const redirectLines = [
    '# Generated by deploy/nginx.ts for this build (do not edit): its redirects (the maps of its .nginx-http.conf),',
    '# GET and HEAD, the query kept. Included in `location /`.',
    ...redirectStatuses.map(
      (status) => `if ($laser_redirect_${status}) { return ${status} "$laser_redirect_${status}$is_args$args"; }`,
    ),
    '',
  ];
  return { http: `${lines.join('\n')}\n`, headers: headers.join('\n'), redirects: redirectLines.join('\n') };
}

/** Writes the per-build includes of build `buildId` into `<projectDir>/public/` (scripts/switch-build.ts, before the switch). */
export async function writeBuildIncludes(projectDir: string, buildId: string): Promise<void> {
  const includes = await buildIncludes(projectDir, buildId);
  fs.writeFileSync(path.join(projectDir, 'public', httpIncludeName), includes.http);
  fs.writeFileSync(path.join(projectDir, 'public', headersIncludeName), includes.headers);
  fs.writeFileSync(path.join(projectDir, 'public', redirectsIncludeName), includes.redirects);
}

/**
 * `include` of a per-build file, as a pattern that matches only that file: nginx includes nothing,
 * without an error, while no build is served (before the first deploy), where a plain path would
 * fail `nginx -t`. The site file itself names no variable that only these files define.
 */
function buildInclude(dir: string, name: string): string {
  const file = path.join(dir, name);
  return `include ${quote(`${file.slice(0, -1)}[${file.slice(-1)}]`)};`;
}

export interface SiteOptions {
  /** The site's directory on the server: the deploy target, holding `.builds/current`. */
  root: string;
  serverName: string;
  /** `listen` parameters, one directive each (default: port 80, IPv4 and IPv6). */
  listen?: string[];
  /** The Node Functions server (`npm run serve`), host:port. */
  api?: string;
  /** Strict-Transport-Security and upgrade-insecure-requests: only when the site is served over HTTPS. */
  hsts?: boolean;
  /** The root redirect (ROOT_REDIRECT, ROOT_REDIRECT_STATUS), as the Node server applies it. */
  rootRedirect?: RootRedirect | null;
}

/** The Content-Type of a DXF drawing, as the Node server (express-static-gzip, mime-types) sends it. */
export const dxfType = 'image/vnd.dxf';

/** The Content-Type of an event's calendar file (.ics), as the Node server (mime-types) sends it. */
export const icsType = 'text/calendar';

/** The site file: maps at the http level and one server block. */
export function siteConfig({
  root,
  serverName,
  listen = ['80', '[::]:80'],
  api = '127.0.0.1:9000',
  hsts = false,
  rootRedirect = null,
}: SiteOptions): string {
  if (!path.isAbsolute(root)) throw new Error(`--root must be an absolute path, got "${root}"`);
  // The includes are patterns (buildInclude): a pattern character in the path would change them.
  if (/[*?[\]{}]/.test(root)) throw new Error(`--root cannot contain * ? [ ] { or }, got "${root}"`);
  const current = path.join(root, '.builds', 'current', 'public');
  const suffix = hsts ? '-hsts' : '';
  const others = locales.filter((locale) => locale !== defaultLocale);
  const headers = buildInclude(current, headersIncludeName);
  const rootLocation = rootRedirect
    ? [
        '    # The root redirect (ROOT_REDIRECT), as the Node server applies it.',
        '    location = / {',
        `        ${headers}`,
        `        return ${rootRedirect.status} ${quote(rootRedirect.to, '$is_args$args')};`,
        '    }',
      ]
    : [];
  return `# The laser site at ${serverName}: generated by deploy/nginx.ts (docs/deployment.md); regenerate, do not edit.
# Static files straight from the served build (${current}),
# /api/ to the Node Functions server at ${api}. After each deploy: nginx -s reload (the build's
# headers, redirects and id are read from its ${httpIncludeName}, ${headersIncludeName} and
# ${redirectsIncludeName} when nginx loads; before the first deploy there are none, and every
# path answers 404).

# Cache-Control by URL path (src/server/http/cache-policy.ts): content-hashed names are immutable.
map $uri $laser_cache_control {
    default ${quote(revalidate)};
    ${regexQuote(`~${pcre(hostDependent)}`)} ${quote(noStore)};
${contentHashed.map((pattern) => `    ${regexQuote(`~${pcre(pattern)}`)} ${quote(immutable)};`).join('\n')}
}

# Each language's not-found page (src/server/http/app.ts notFoundFile).
map $uri $laser_not_found_page {
    default /404.html;
${others.map((locale) => `    ${regexQuote(`~^${escapeRegExp(localeInfo[locale].prefix)}(/|$)`)} ${quote(`${localeInfo[locale].prefix}/404/index.html`)};`).join('\n')}
}

# Which security headers: the site's, or /admin's (src/server/http/app.ts).
map $uri $laser_headers {
    default site${suffix};
    "~^/admin(/|$)" admin${suffix};
}

${buildInclude(current, httpIncludeName)}

upstream laser_functions {
    server ${api};
    keepalive 8;
}

server {
${listen.map((value) => `    listen ${value};`).join('\n')}
    server_name ${serverName};
    root ${quote(current)};
    index index.html;
    server_tokens off;
    # A missing file is a visitor's 404, not a server error to log.
    log_not_found off;
    # Redirects name a path, never this server's host or port (a CDN or TLS proxy may sit in front).
    absolute_redirect off;
    charset utf-8;
    charset_types text/css text/plain text/xml application/javascript application/json application/rss+xml application/xml image/svg+xml text/calendar;
    # The build's .br and .gz copies (scripts/lib/precompress.mjs): libnginx-mod-http-brotli-static, gzip_static.
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    # Every language's not-found page with status 404; a folder without a page is not found either.
    error_page 404 $laser_not_found_page;
    error_page 403 =404 $laser_not_found_page;

${rootLocation.join('\n')}
    location / {
        ${headers}
        add_header Cache-Control $laser_cache_control;
        # Build-time redirects (.cache/redirects.json), GET and HEAD, the query kept.
        ${buildInclude(current, redirectsIncludeName)}
    }

    # The never-served lists of cache-policy.ts (isNeverServed). nginx matches locations against
    # $uri, the decoded and normalised path (/404%2Ehtml is /404.html, //a is /a), as the Node
    # server matches its servedPathOf().
    # The not-found pages themselves are never a 200 (asked for by name: 404 and the page).
    location ~ ${regexQuote(pcre(notFoundPagePaths))} {
        internal;
        ${headers}
        add_header Cache-Control no-store always;
    }

    # Precompressed copies are sent for their original, never by their own name; dotfiles never.
    location ~* ${regexQuote(pcre(precompressedCopyPaths, { caseless: true }))} {
        return 404;
    }
    location ~ /\\. {
        return 404;
    }
    # Files only the build needs (source maps, webpack.stats.json): never served.
${buildOnlyFiles.map((pattern) => `    location ~ ${regexQuote(pcre(pattern))} {\n        return 404;\n    }`).join('\n')}

    # The outline drawings for CAD (/drawings/<slug>-<locale>.dxf) and the events' calendar files
    # (/events/<slug>-<locale>.ics): Debian's mime.types names neither, so their types are named
    # here, as the Node server's (mime-types) names them.
    location ~* \\.(dxf|ics)$ {
        types {
            ${dxfType} dxf;
            ${icsType} ics;
        }
        ${headers}
        add_header Cache-Control $laser_cache_control;
    }

    # The Functions (contact form, health, region): the Node server sends its own headers. It sees
    # the client's address in X-Forwarded-For: run it with TRUST_PROXY=loopback.
    location = /api {
        return 301 /api/;
    }
    location ^~ /api/ {
        proxy_pass http://laser_functions;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        client_max_body_size 1m;
    }
}
`;
}

/**
 * A whole nginx.conf around the site file, for running nginx as the current user in `prefix`
 * (rehearsals and e2e/nginx.test.ts): its own pid, logs and temporary directories. Never
 * `user root;` in what `--standalone` writes (a copied rehearsal file must not give a production
 * nginx root workers). `rootWorkers` is for a throwaway test run as root only, where nginx would
 * drop its workers to `nobody`, who cannot read the test's private directory. (`master_process
 * off` instead was tried: nginx then answered the test's requests with bytes that are not HTTP.)
 */
export function standaloneConfig(
  prefix: string,
  site: SiteOptions,
  { rootWorkers = false }: { rootWorkers?: boolean } = {},
): string {
  for (const dir of ['tmp', 'logs']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  return `# Standalone nginx for a rehearsal: nginx -p ${prefix} -e logs/error.log -c nginx.conf
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
${rootWorkers ? 'user root;\n' : ''}worker_processes 1;
pid ${quote(path.join(prefix, 'nginx.pid'))};
error_log ${quote(path.join(prefix, 'logs', 'error.log'))} warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${quote(path.join(prefix, 'tmp', 'body'))};
    proxy_temp_path ${quote(path.join(prefix, 'tmp', 'proxy'))};
    fastcgi_temp_path ${quote(path.join(prefix, 'tmp', 'fastcgi'))};
    uwsgi_temp_path ${quote(path.join(prefix, 'tmp', 'uwsgi'))};
    scgi_temp_path ${quote(path.join(prefix, 'tmp', 'scgi'))};

${siteConfig(site)}
}
`;
}

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npx tsx deploy/nginx.ts --root /srv/laser-site --server-name www.your-domain.cn ` +
      `[--listen 80 ...] [--api 127.0.0.1:9000] [--hsts] [--standalone PREFIX]\n` +
      `Prints the nginx site file (docs/deployment.md); --standalone writes a whole PREFIX/nginx.conf around it instead, ` +
      `to run without root. ROOT_REDIRECT and ROOT_REDIRECT_STATUS are read as by the server.`,
  );
  process.exit(2);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const options: Partial<SiteOptions> & { listen: string[] } = { listen: [] };
  let standalone: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = () => args[++index] ?? usage(`${arg} needs a value`);
    if (arg === '--root') options.root = value();
    else if (arg === '--server-name') options.serverName = value();
    else if (arg === '--listen') options.listen.push(value());
    else if (arg === '--api') options.api = value();
    else if (arg === '--hsts') options.hsts = true;
    else if (arg === '--standalone') standalone = value();
    else usage(`Unknown argument ${arg}`);
  }
  if (!options.root || !options.serverName) usage('--root and --server-name are required');
  if (standalone !== null && !path.isAbsolute(standalone))
    usage(`--standalone must be an absolute path, got "${standalone}"`);
  try {
    const site: SiteOptions = {
      ...options,
      root: options.root,
      serverName: options.serverName,
      listen: options.listen.length ? options.listen : undefined,
      rootRedirect: rootRedirectFrom(process.env),
    };
    if (standalone === null) process.stdout.write(siteConfig(site));
    else {
      const file = path.join(standalone, 'nginx.conf');
      fs.writeFileSync(file, standaloneConfig(standalone, site));
      console.log(`Wrote ${file}; check and run it with: nginx -p ${standalone} -e logs/error.log -c nginx.conf -t`);
    }
  } catch (error) {
    usage((error as Error).message);
  }
}
