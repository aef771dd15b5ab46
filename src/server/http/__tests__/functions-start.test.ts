/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { servedSite } from '../served-site';

/** A build whose one Function counts how often its module is loaded. */
function fixtureProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-start-'));
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public/index.html'), '<html lang="zh-cn">首页</html>');
  const file = path.join(dir, '.cache/functions/counted.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `const key = Symbol.for('functions-start-test.loads');
     globalThis[key] = (globalThis[key] ?? 0) + 1;
     module.exports = { default: (req, res) => res.json({ loads: globalThis[key] }) };`,
  );
  fs.writeFileSync(
    path.join(dir, '.cache/functions/manifest.json'),
    JSON.stringify([{ functionRoute: 'counted', functionId: 'counted', absoluteCompiledFilePath: file }]),
  );
  return dir;
}

const loads = () => (globalThis as Record<symbol, number | undefined>)[Symbol.for('functions-start-test.loads')] ?? 0;

test('the server loads its Functions when it starts (start-up work such as pending e-mail), once per process', async () => {
  const projectDir = fixtureProject();
  const server = servedSite({ projectDir, rootRedirect: null }).listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    expect(loads()).toBe(1);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (let i = 0; i < 2; i += 1) expect(await (await fetch(`${base}/api/counted`)).json()).toEqual({ loads: 1 });
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(projectDir, { recursive: true, force: true });
  }
});
