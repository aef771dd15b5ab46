import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';

/**
 * Our server on a throwaway build (a home page and /admin/), for the tests of its
 * Content-Security-Policy: the policy's directives per path and Host, and a way to replace a file
 * of the build as a new build would.
 */
export async function startCspServer(name: string) {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const publicDir = path.join(projectDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'admin'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(publicDir, 'admin', 'index.html'), '<!doctype html><title>CMS</title>');
  const server = createApp({ projectDir, rootRedirect: null }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  /** The directives of the Content-Security-Policy of `urlPath`, asked for under a Host name. */
  const csp = (urlPath: string, host = '127.0.0.1'): Promise<Record<string, string[]>> =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { Host: `${host}:${port}` } }, (response) => {
          response.resume();
          const header = String(response.headers['content-security-policy'] ?? '');
          resolve(
            Object.fromEntries(
              header
                .split(';')
                .map((directive) => directive.trim().split(/\s+/))
                .filter(([name]) => name)
                .map(([directive, ...values]) => [directive!, values]),
            ),
          );
        })
        .on('error', reject);
    });

  /** Writes (or, with undefined, removes) a file of the build, with a modification time of its own. */
  const writeBuildFile = (relative: string, contents: string | undefined) => {
    const file = path.join(publicDir, relative);
    if (contents === undefined) return fs.rmSync(file, { force: true });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
    // A new build replaces the file; make sure its time differs from the last one read.
    const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
    fs.utimesSync(file, later, later);
  };

  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(projectDir, { recursive: true, force: true });
  };
  return { csp, writeBuildFile, close, publicDir };
}
