/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';

let projectDir: string;
let server: http.Server;
let port: number;

/** The directives of /admin's Content-Security-Policy, asked for under a given Host name. */
function adminCsp(host: string): Promise<Record<string, string[]>> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/admin/', headers: { Host: `${host}:${port}` } }, (response) => {
        response.resume();
        const header = String(response.headers['content-security-policy'] ?? '');
        const directives = Object.fromEntries(
          header
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .filter(([name]) => name)
            .map(([name, ...values]) => [name!, values]),
        );
        resolve(directives);
      })
      .on('error', reject);
  });
}

function writeOrigins(origins: unknown) {
  const file = path.join(projectDir, 'public', 'admin', 'csp.json');
  fs.writeFileSync(file, JSON.stringify(origins));
  // A new build replaces the file; make sure its time differs from the last one read.
  const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, later, later);
}

beforeAll(async () => {
  projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-csp-'));
  fs.mkdirSync(path.join(projectDir, 'public', 'admin'), { recursive: true });
  fs.writeFileSync(path.join(projectDir, 'public', 'admin', 'index.html'), '<!doctype html><title>CMS</title>');
  server = createApp({ projectDir, rootRedirect: null }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(projectDir, { recursive: true, force: true });
});

describe("/admin's Content-Security-Policy", () => {
  it('allows exactly the configured backend: its API and auth origins, not all of https:', async () => {
    writeOrigins({
      connect: ['https://gitlab.example.cn'],
      img: ['https://gitlab.example.cn', 'https://secure.gravatar.com'],
    });
    const csp = await adminCsp('cms.example.cn');
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://gitlab.example.cn']);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://gitlab.example.cn',
      'https://secure.gravatar.com',
    ]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(Object.values(csp).flat()).not.toContain('https:');
    expect(JSON.stringify(csp)).not.toContain('netlify');
  });

  it('follows a new build of /admin without a restart', async () => {
    writeOrigins({ connect: ['https://git.example.cn'], img: [] });
    expect((await adminCsp('cms.example.cn'))['connect-src']).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://git.example.cn',
    ]);
  });

  it('allows the local proxy only when /admin is opened on localhost', async () => {
    writeOrigins({ connect: [], img: [] });
    expect((await adminCsp('localhost'))['connect-src']).toEqual([
      "'self'",
      'blob:',
      'data:',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect((await adminCsp('cms.example.cn'))['connect-src']).toEqual(["'self'", 'blob:', 'data:']);
  });

  it('ignores anything in the file that is not an origin', async () => {
    writeOrigins({ connect: ['https://ok.example.cn', 'https://x.cn; script-src *', 'https:'], img: 'https:' });
    const csp = await adminCsp('cms.example.cn');
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://ok.example.cn']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
