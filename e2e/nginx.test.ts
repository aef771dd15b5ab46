// Debian's nginx in front of a build deployed to a local target (scripts/deploy.sh, deploy/nginx.ts):
// its site file valid (`nginx -t`) and running before anything is deployed; deployed twice and
// rolled back once, each step served as that build and checked to be (X-Site-Build); a deploy
// without nginx's reload refused; then the routes, redirects, headers, cache rules and 404 pages
// against the Node server's answers for the same build, and a browser loading pages through it.
// nginx runs as the current user on a free port with its own prefix, pid and temporary
// directories, and is stopped by this test.
import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { standaloneConfig, writeBuildIncludes } from '../deploy/nginx';
import { cacheControlFor, isBuildOnlyFile, isNeverServed } from '../src/server/http/cache-policy';
import { readRedirects } from '../src/server/http/redirects';
import { contentHash } from '../src/server/publish/builds';
import { baseUrl, hydrated, launch, newPage } from './browser';
import { freePort } from './free-port';

const root = path.join(__dirname, '..');
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The project's served build: what the shared Node test server serves too. */
const buildA = fs.realpathSync(path.join(root, '.builds', 'current'));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request on a connection of its own (a reloading nginx closes its idle ones), nothing added
 * or decoded (fetch would add headers and undo the compression), the path sent as written (a URL
 * would resolve `/./` and read `//x` as a host).
 */
function request(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const options = {
      hostname,
      port,
      path: urlPath,
      agent: false,
      headers: { host: 'www.example.invalid', ...headers },
    };
    http
      .get(options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The body as the client reads it. */
function decoded({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Headers of the site's security policy (everything but what describes the body, the connection or caching). */
const describing =
  /^(accept-ranges|cache-control|connection|content-encoding|content-length|content-type|date|etag|keep-alive|last-modified|server|transfer-encoding|vary|location)$/;
const securityHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !describing.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const filesOf = (publicDir: string) =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();

describe('nginx in front of a deployed build', () => {
  let work: string;
  let target: string;
  let prefix: string;
  let origin: string;
  let nginx: ChildProcess | undefined;
  let buildB: string;

  const nginxArgs = () => ['-p', prefix, '-e', 'logs/error.log', '-c', 'nginx.conf'];
  const runDeploy = (env: Record<string, string>, args: string[] = []): SpawnSyncReturns<string> =>
    spawnSync('bash', [path.join(root, 'scripts', 'deploy.sh'), '--keep', '3', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DEPLOY_HOST: '',
        DEPLOY_PATH: target,
        // The build's headers and redirects are read when nginx loads: a deploy reloads it, and
        // checks that nginx answers with the build it switched to.
        DEPLOY_AFTER: `${nginxPath} ${nginxArgs().join(' ')} -s reload`,
        DEPLOY_CHECK_URL: `${origin}/`,
        ...env,
      },
    });
  const deploy = (env: Record<string, string>, args: string[] = []) => {
    const result = runDeploy(env, args);
    if (result.status !== 0) throw new Error(`deploy.sh ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  const served = () => path.basename(fs.realpathSync(path.join(target, '.builds', 'current')));

  /** Waits until nginx serves `build`'s home pages (a reload finishes in the background). */
  async function servesBuild(build: string) {
    const expected = ['/index.html', '/en/index.html'].map((file) =>
      fs.readFileSync(path.join(build, 'public', file), 'utf8'),
    );
    const until = Date.now() + 15_000;
    for (;;) {
      const pages = await Promise.all(
        ['/', '/en/'].map(async (page) => decoded(await request(origin, page, { 'accept-encoding': 'br' }))),
      );
      if (pages[0] === expected[0] && pages[1] === expected[1]) return;
      if (Date.now() > until) throw new Error(`nginx does not serve ${path.basename(build)}'s pages`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    if (process.env.E2E_NGINX_PROBLEM) throw new Error(process.env.E2E_NGINX_PROBLEM);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-'));
    target = path.join(work, 'site');
    prefix = path.join(work, 'nginx');
    fs.mkdirSync(prefix);
    // Build B: build A with its home pages changed (and their compressed copies), a later id.
    const idB = `${new Date().toISOString().replace(/[-:.]/g, '')}-e2ecopy0`;
    buildB = path.join(work, 'other', '.builds', idB);
    fs.cpSync(buildA, buildB, { recursive: true });
    for (const file of ['index.html', 'en/index.html']) {
      const page = path.join(buildB, 'public', file);
      const html = fs.readFileSync(page, 'utf8').replace('</body>', '<!-- build B --></body>');
      fs.writeFileSync(page, html);
      fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync(html));
      fs.writeFileSync(`${page}.gz`, zlib.gzipSync(html));
    }
    // Its own includes (its id in X-Site-Build) and content hash, as switch-build.ts gives a build.
    await writeBuildIncludes(buildB, idB);
    const info = JSON.parse(fs.readFileSync(path.join(buildB, 'build.json'), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(
      path.join(buildB, 'build.json'),
      JSON.stringify({ ...info, id: idB, content: contentHash(buildB) }),
    );

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      standaloneConfig(
        prefix,
        {
          root: target,
          serverName: 'www.example.invalid',
          listen: [`127.0.0.1:${port}`],
          api: new URL(baseUrl).host,
        },
        // As root, nginx drops its workers to `nobody`, who cannot read this private directory.
        { rootWorkers: process.getuid?.() === 0 },
      ),
    );
    // nginx starts before anything is deployed: the site file includes the served build's files
    // by patterns, which match nothing yet (the first test checks it).
    // -e: not even at start-up does it try the system's log (a normal user may not write it).
    nginx = spawn(nginxPath, [...nginxArgs(), '-g', 'daemon off;'], { stdio: 'inherit' });
    const until = Date.now() + 15_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
      try {
        await request(origin, '/');
        break;
      } catch {
        // not listening yet
      }
      if (Date.now() > until) throw new Error(`nginx does not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await gone;
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('passes nginx -t before the first deploy, and serves the first build once deployed and reloaded', async () => {
    // Nothing deployed yet: the site file is valid, nginx runs and answers 404.
    expect(fs.existsSync(path.join(target, '.builds', 'current'))).toBe(false);
    const checked = spawnSync(nginxPath, [...nginxArgs(), '-t'], { encoding: 'utf8' });
    expect([checked.status, checked.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
    const before = await request(origin, '/');
    expect(before.status).toBe(404);
    expect(before.headers['x-site-build']).toBeUndefined();

    const output = deploy({});
    expect(output).toContain(`answers with build ${path.basename(buildA)}'s headers and redirects`);
    expect(served()).toBe(path.basename(buildA));
    await servesBuild(buildA);
    expect((await request(origin, '/')).headers['x-site-build']).toBe(path.basename(buildA));
  }, 120_000);

  it('serves each deployed build, deployed twice and rolled back once, each checked', async () => {
    expect(served()).toBe(path.basename(buildA));
    await servesBuild(buildA);

    const output = deploy({}, ['--build', buildB]);
    expect(output).toContain(`build ${path.basename(buildB)} is live`);
    expect(output).toContain(`answers with build ${path.basename(buildB)}'s headers and redirects`);
    expect(served()).toBe(path.basename(buildB));
    await servesBuild(buildB);

    // The two builds are of one commit: --list tells them apart by their content.
    const listed = deploy({}, ['--list']).split('\n');
    const lineOf = (build: string) => listed.find((line) => line.includes(path.basename(build))) ?? '';
    const contentOf = (line: string) => /content ([0-9a-f]{12})/.exec(line)?.[1];
    expect(lineOf(buildB)).toMatch(/^\* /);
    expect(lineOf(buildA)).toMatch(/^ {2}/);
    expect(contentOf(lineOf(buildA))).toBeTruthy();
    expect(contentOf(lineOf(buildB))).toBeTruthy();
    expect(contentOf(lineOf(buildA))).not.toBe(contentOf(lineOf(buildB)));
    expect(lineOf(buildA)).toMatch(/ built \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC /);

    const rolledBack = deploy({}, ['--rollback']);
    expect(rolledBack).toContain(`live: ${path.basename(buildA)}`);
    expect(rolledBack).toContain(`answers with build ${path.basename(buildA)}'s headers and redirects`);
    expect(served()).toBe(path.basename(buildA));
    await servesBuild(buildA);
    // Both builds kept, nothing half-copied, no public/ swapped around.
    expect(fs.readdirSync(path.join(target, '.builds')).sort()).toEqual(
      ['activate.cjs', 'current', 'functions', path.basename(buildA), path.basename(buildB)].sort(),
    );
  }, 120_000);

  it('fails a deploy whose nginx was not reloaded, saying what to do; with the reload it passes', async () => {
    const idA = path.basename(buildA);
    const idB = path.basename(buildB);
    // DEPLOY_AFTER forgotten: the pages switch, the headers and redirects stay build A's.
    const forgotten = runDeploy({ DEPLOY_AFTER: '', DEPLOY_CHECK_TIMEOUT: '2' }, ['--build', buildB]);
    expect(forgotten.status).toBe(1);
    expect(forgotten.stderr).toContain(`still answers with build ${idA}'s headers and redirects (X-Site-Build)`);
    expect(forgotten.stderr).toContain(`not ${idB}'s`);
    expect(forgotten.stderr).toContain('sudo systemctl reload nginx');
    expect(forgotten.stderr).toContain('DEPLOY_AFTER="sudo systemctl reload nginx"');
    expect(forgotten.stdout).not.toContain('is live');
    expect(served()).toBe(idB);
    await servesBuild(buildB);
    expect((await request(origin, '/')).headers['x-site-build']).toBe(idA);

    // The same deploy with the reload: the build kept there is served as it is, and checked.
    const reloaded = deploy({}, ['--build', buildB]);
    expect(reloaded).toContain(`answers with build ${idB}'s headers and redirects`);
    expect((await request(origin, '/')).headers['x-site-build']).toBe(idB);

    // A rollback without the reload fails the same way; with it, build A is served again.
    const rollback = runDeploy({ DEPLOY_AFTER: '', DEPLOY_CHECK_TIMEOUT: '2' }, ['--rollback']);
    expect(rollback.status).toBe(1);
    expect(rollback.stderr).toContain(`still answers with build ${idB}'s headers and redirects`);
    deploy({}, ['--build', buildA]);
    expect(served()).toBe(idA);
    await servesBuild(buildA);
    expect((await request(origin, '/')).headers['x-site-build']).toBe(idA);
  }, 120_000);

  it('sends every file of the build with the Cache-Control of cache-policy.ts, or 404 for those never served', async () => {
    const publicDir = path.join(buildA, 'public');
    const files = filesOf(publicDir);
    expect(files.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    await eachLimited(files, 8, async (file) => {
      const encoded = file
        .split('/')
        .map((part) => encodeURIComponent(part))
        .join('/');
      const answer = await request(origin, encoded);
      const hidden = isNeverServed(file) || /\.(br|gz)$/.test(file) || path.posix.basename(file).startsWith('.');
      const wanted = hidden ? `404 no-store` : `200 ${cacheControlFor(file)}`;
      const got = `${answer.status} ${answer.headers['cache-control']}`;
      if (got !== wanted) wrong.push(`${file}: ${got}, wanted ${wanted}`);
    });
    expect(wrong).toEqual([]);
  }, 120_000);

  // Both servers decide on the decoded, normalised path: an encoded dot, a doubled slash or a dot
  // segment names the same file as its plain spelling, and is refused the same way.
  it('refuses every never-served file of the build however its path is spelt, as the Node server does', async () => {
    // The build copy keeps the source maps and webpack.stats.json out of its served tree
    // (src/server/publish/builds.ts); planted in the deployed one here, for a tree that has them
    // (public/ served as it is, a copy made by other means).
    expect(filesOf(path.join(buildA, 'public')).filter((file) => isBuildOnlyFile(file))).toEqual([]);
    expect(fs.readdirSync(path.join(buildA, 'build-only'))).toContain('webpack.stats.json');
    const publicDir = fs.realpathSync(path.join(target, '.builds', 'current', 'public'));
    const planted = ['app-0123456789abcdef0123.js.map', 'styles.0123456789abcdef0123.css.map', 'webpack.stats.json'];
    for (const name of planted)
      fs.writeFileSync(path.join(publicDir, name), '{"sourcesContent":[],"namedChunkGroups":{}}');
    // Every build-only file and not-found page; of the many precompressed copies, those at the top and of the home pages.
    const refused = filesOf(publicDir).filter(
      (file) => isNeverServed(file) && (!/\.(br|gz)$/.test(file) || /^\/(en\/)?[^/]+$/.test(file)),
    );
    expect(refused.some((file) => file.endsWith('.js.map'))).toBe(true);
    expect(refused).toContain('/webpack.stats.json');
    expect(refused).toContain('/404.html');
    const spellings = (file: string) => {
      const dot = file.lastIndexOf('.');
      return [
        file,
        `${file.slice(0, dot)}%2E${file.slice(dot + 1)}`,
        `${file.slice(0, dot)}%2e${file.slice(dot + 1)}`,
        `/${file}`,
        `/.${file}`,
        `/static/..%2F${file.slice(1)}`,
      ];
    };
    const wrong: string[] = [];
    await eachLimited(
      refused.flatMap((file) => spellings(file)),
      8,
      async (target) => {
        for (const [server, url] of [
          ['nginx', origin],
          ['node', baseUrl],
        ] as const) {
          const answer = await request(url, target, { 'accept-encoding': 'br' });
          const body = decoded(answer);
          const got = `${answer.status} ${answer.headers['cache-control']}`;
          if (got !== '404 no-store' || body.includes('sourcesContent') || body.includes('namedChunkGroups'))
            wrong.push(`${server} ${target}: ${got}`);
        }
      },
    );
    for (const name of planted) fs.rmSync(path.join(publicDir, name));
    expect(wrong).toEqual([]);
  }, 300_000);

  // Debian's mime.types names PDF but neither DXF nor iCalendar: the site file names them (deploy/nginx.ts).
  it('types the documents as the Node server does: PDF datasheets, DXF drawings, event calendars, plain and compressed', async () => {
    const files = filesOf(path.join(buildA, 'public'));
    const pdf = files.find((file) => file.startsWith('/datasheets/') && file.endsWith('.pdf'))!;
    const dxf = files.find((file) => file.startsWith('/drawings/') && file.endsWith('.dxf'))!;
    const ics = files.find((file) => file.startsWith('/events/') && file.endsWith('.ics'))!;
    expect(files).toContain(`${dxf}.br`);
    for (const [file, type] of [
      [pdf, 'application/pdf'],
      [dxf, 'image/vnd.dxf'],
      [ics, 'text/calendar; charset=utf-8'],
    ] as const)
      for (const encoding of ['identity', 'br']) {
        const [fromNginx, fromNode] = await Promise.all(
          [origin, baseUrl].map((url) => request(url, file, { 'accept-encoding': encoding })),
        );
        expect([file, encoding, fromNginx!.status, fromNginx!.headers['content-type']?.toLowerCase()]).toEqual([
          file,
          encoding,
          200,
          type,
        ]);
        expect(fromNode!.headers['content-type']?.toLowerCase()).toBe(type);
        expect(fromNginx!.headers['content-encoding']).toBe(fromNode!.headers['content-encoding']);
        expect(decoded(fromNginx!)).toBe(decoded(fromNode!));
        expect(securityHeaders(fromNginx!.headers)).toEqual(securityHeaders(fromNode!.headers));
      }
  });

  it('sends the precompressed copies by Accept-Encoding', async () => {
    const publicDir = path.join(buildA, 'public');
    for (const file of ['/index.html', '/en/products/index.html']) {
      const page = file.replace(/index\.html$/, '');
      const br = await request(origin, page, { 'accept-encoding': 'gzip, br' });
      expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
      expect(br.body.equals(fs.readFileSync(path.join(publicDir, `${file}.br`)))).toBe(true);
      const gzip = await request(origin, page, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(fs.readFileSync(path.join(publicDir, `${file}.gz`)))).toBe(true);
      const plain = await request(origin, page);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(fs.readFileSync(path.join(publicDir, file)))).toBe(true);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it("answers each language's not-found page with status 404", async () => {
    const publicDir = path.join(buildA, 'public');
    const zh = fs.readFileSync(path.join(publicDir, '404.html'), 'utf8');
    const en = fs.readFileSync(path.join(publicDir, 'en', '404', 'index.html'), 'utf8');
    const cases: [string, string][] = [
      ['/no-such-page/', zh],
      ['/products/no-such-model/', zh],
      ['/404.html', zh],
      ['/404/', zh],
      ['/.nginx-http.conf', zh],
      ['/index.html.br', zh],
      ['/en/no-such-page/', en],
      ['/en/404/', en],
    ];
    for (const [page, html] of cases) {
      const answer = await request(origin, page, { 'accept-encoding': 'br' });
      expect([page, answer.status, answer.headers['cache-control']]).toEqual([page, 404, 'no-store']);
      expect(decoded(answer)).toBe(html);
      const node = await request(baseUrl, page, { 'accept-encoding': 'br' });
      expect([page, node.status]).toEqual([page, 404]);
      expect(decoded(node)).toBe(html);
    }
  });

  it('redirects as the Node server does: folders to their slash, the detail routes, the query kept', async () => {
    const redirects = [...readRedirects(buildA).values()];
    expect(redirects.length).toBeGreaterThan(0);
    const paths = [
      '/products',
      '/en/products?from=nav',
      ...redirects.flatMap((redirect) => [
        redirect.fromPath,
        `${redirect.fromPath.replace(/\/$/, '')}?a=1`,
        redirect.fromPath.toUpperCase(),
      ]),
    ];
    for (const page of paths) {
      const [viaNginx, viaNode] = await Promise.all([request(origin, page), request(baseUrl, page)]);
      expect([page, viaNginx.status, viaNginx.headers.location]).toEqual([
        page,
        viaNode.status,
        viaNode.headers.location,
      ]);
      expect(viaNginx.status).toBeGreaterThanOrEqual(301);
      expect(securityHeaders(viaNginx.headers)).toEqual(securityHeaders(viaNode.headers));
    }
  });

  it('sends the security headers the Node server sends, on pages, /admin/ and 404s', async () => {
    for (const page of ['/', '/en/products/', '/admin/', '/no-such-page/', '/static/no-such-file.js']) {
      const [viaNginx, viaNode] = await Promise.all([request(origin, page), request(baseUrl, page)]);
      expect([page, viaNginx.status]).toEqual([page, viaNode.status]);
      expect(securityHeaders(viaNginx.headers)).toEqual(securityHeaders(viaNode.headers));
      expect(viaNginx.headers['content-security-policy']).toBeTruthy();
    }
  });

  it('proxies /api/ to the Node Functions server', async () => {
    const [viaNginx, viaNode] = await Promise.all([request(origin, '/api/health'), request(baseUrl, '/api/health')]);
    expect(viaNginx.status).toBe(200);
    expect(JSON.parse(viaNginx.body.toString())).toEqual(JSON.parse(viaNode.body.toString()));
    expect((await request(origin, '/api/no-such-function')).status).toBe(404);
  });

  describe('in a browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('loads and hydrates pages through nginx with its headers (no CSP or loading error)', async () => {
      const { context, page } = await newPage(browser, { baseURL: origin });
      for (const url of ['/', '/en/products/', '/search/']) {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await hydrated(page);
      }
      await context.close();
    });
  });
});
