/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { switchBuild } from '../../publish/builds';
import { servedSite } from '../served-site';

let root: string;
let server: Server;
let base: string;

/** What `gatsby build` leaves in public/ and .cache/, with `marker` in the pages and the Function. */
function gatsbyOutput(marker: string) {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
  write('public/index.html', `<p>${marker}</p>`);
  write('public/404.html', 'not found');
  write('public/admin/index.html', `admin ${marker}`);
  write('.cache/functions/which.js', `module.exports = { default: (req, res) => res.json({ marker: '${marker}' }) };`);
  write(
    '.cache/functions/manifest.json',
    JSON.stringify([
      {
        functionRoute: 'which',
        relativeCompiledFilePath: 'which.js',
        absoluteCompiledFilePath: path.join(root, '.cache/functions/which.js'),
      },
    ]),
  );
  write('.cache/redirects.json', '[]');
}

const text = async (urlPath: string) => {
  const response = await fetch(`${base}${urlPath}`);
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('cache-control'),
    permissions: response.headers.get('permissions-policy'),
    build: response.headers.get('x-site-build'),
  };
};

async function start(publishStatusFile?: string) {
  const app = servedSite({ projectDir: root, rootRedirect: null, publishStatusFile });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'served-'));
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('servedSite', () => {
  it('serves public/ until a build is switched, then the switched build, through a failed build', async () => {
    gatsbyOutput('first');
    await start();
    expect((await text('/')).body).toContain('first');
    switchBuild(root);
    // A new build runs: Gatsby rewrites public/ and .cache/functions, then fails and leaves public/ empty.
    gatsbyOutput('half-built');
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    expect(await text('/')).toMatchObject({ status: 200, body: '<p>first</p>' });
    expect(await text('/admin/')).toMatchObject({ status: 200, body: 'admin first' });
    expect(JSON.parse((await text('/api/which')).body)).toEqual({ marker: 'first' });
    // The next good build is switched in without a restart, Functions included.
    gatsbyOutput('second');
    switchBuild(root);
    expect((await text('/')).body).toContain('second');
    expect(JSON.parse((await text('/api/which')).body)).toEqual({ marker: 'second' });
  });

  it('names the build that answered in X-Site-Build (a deploy checks it), on pages, 404s and Functions', async () => {
    gatsbyOutput('first');
    await start();
    expect((await text('/')).build).toBeNull();
    const first = switchBuild(root);
    for (const page of ['/', '/no-such-page/', '/api/which']) expect((await text(page)).build).toBe(first.id);
    gatsbyOutput('second');
    const second = switchBuild(root);
    expect((await text('/')).build).toBe(second.id);
  });

  it('answers /api/publish-status from the publisher, never cached, and only under a publisher', async () => {
    gatsbyOutput('site');
    const statusFile = path.join(root, 'status.json');
    fs.writeFileSync(statusFile, JSON.stringify({ state: 'building', commit: 'abc' }));
    await start(statusFile);
    const status = await text('/api/publish-status');
    expect(status).toMatchObject({ status: 200, cache: 'no-store' });
    expect(JSON.parse(status.body)).toEqual({ state: 'building', commit: 'abc' });
    expect(status.permissions).toContain('camera=()');
    expect((await text('/admin/')).permissions).toContain('camera=()');
    await new Promise((resolve) => server.close(resolve));
    await start();
    expect((await text('/api/publish-status')).status).toBe(404);
  });

  it('under a publisher, shows an upload saved since the live build from static/uploads; the build’s copy wins', async () => {
    gatsbyOutput('site');
    fs.mkdirSync(path.join(root, 'public', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'uploads', 'built.jpg'), 'from the build');
    switchBuild(root);
    fs.mkdirSync(path.join(root, 'static', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(root, 'static', 'uploads', 'built.jpg'), 'edited since');
    fs.writeFileSync(path.join(root, 'static', 'uploads', 'xinpin-fabuhui-beefeabe.jpg'), 'just uploaded');
    fs.writeFileSync(path.join(root, 'secret.txt'), 'not an upload');
    const statusFile = path.join(root, 'status.json');
    fs.writeFileSync(statusFile, JSON.stringify({ state: 'building', commit: 'abc' }));
    await start(statusFile);
    expect(await text('/uploads/xinpin-fabuhui-beefeabe.jpg')).toMatchObject({ status: 200, body: 'just uploaded' });
    expect(await text('/uploads/built.jpg')).toMatchObject({ status: 200, body: 'from the build' });
    for (const outside of ['/uploads/..%2fsecret.txt', '/uploads/%2e%2e/%2e%2e/secret.txt'])
      expect((await text(outside)).status).toBe(404);
    expect((await text('/uploads/%E0%A4%A')).status).toBe(400);
    expect((await text('/uploads/missing.jpg')).status).toBe(404);
    // The public site (no publisher) serves only what was built.
    await new Promise((resolve) => server.close(resolve));
    await start();
    expect((await text('/uploads/xinpin-fabuhui-beefeabe.jpg')).status).toBe(404);
  });
});
