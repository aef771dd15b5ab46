/**
 * @jest-environment node
 */
// The hand-over between the documents' printing and `gatsby build`: the build (in its own process
// here, as in `npm run build`) offers the documents' outcome on a Unix socket
// (scripts/lib/documents-hand-over.mjs), and Gatsby's side (src/node/documents/hand-over.ts) waits
// for it: completion, failure with its cause, the build going away, and a timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { awaitDocuments } from '../documents/hand-over';

const handOver = path.join(__dirname, '../../../scripts/lib/documents-hand-over.mjs');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hand-over-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill();
  fs.rmSync(temp, { recursive: true, force: true });
});

let count = 0;
/** Starts a build-like process offering `outcome` (a JavaScript expression) at a new address. */
function offer(outcome: string): Promise<{ address: string; build: ChildProcess }> {
  count += 1;
  const address = path.join(temp, `documents-${count}.sock`);
  const script = `import { offerOutcome, documentsOutcome } from ${JSON.stringify(handOver)};
    await offerOutcome(${JSON.stringify(address)}, ${outcome});
    console.log('listening');`;
  const build = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(build);
  return new Promise((resolve, reject) => {
    build.stdout.once('data', () => resolve({ address, build }));
    build.once('exit', (code) => reject(new Error(`the build process exited with ${code} before listening`)));
  });
}

describe('the documents’ hand-over', () => {
  it('resolves when the documents are printed', async () => {
    const { address } = await offer('Promise.resolve({ ok: true })');
    await expect(awaitDocuments(address, 60_000)).resolves.toBeUndefined();
  });

  it('answers every asker, also one that asks after the outcome is known', async () => {
    const { address } = await offer('Promise.resolve({ ok: true })');
    await awaitDocuments(address, 60_000);
    await expect(awaitDocuments(address, 60_000)).resolves.toBeUndefined();
  });

  it('rejects with the cause the printing wrote when it failed', async () => {
    const cacheDir = path.join(temp, 'failed');
    fs.mkdirSync(cacheDir);
    fs.writeFileSync(
      path.join(cacheDir, 'current.json'),
      JSON.stringify({ files: {}, error: 'datasheets/yc-fs20-ir-zh.pdf has 3 pages, not 2: shorten its content' }),
    );
    const { address } = await offer(`Promise.resolve(documentsOutcome(1, ${JSON.stringify(cacheDir)}))`);
    await expect(awaitDocuments(address, 60_000)).rejects.toThrow(
      'documents: printing failed: datasheets/yc-fs20-ir-zh.pdf has 3 pages, not 2',
    );
  });

  it('names the exit code when the printing died without a word', async () => {
    const { address } = await offer(`Promise.resolve(documentsOutcome(134, ${JSON.stringify(temp)}))`);
    await expect(awaitDocuments(address, 60_000)).rejects.toThrow(/scripts\/datasheets\.ts exited with code 134/);
  });

  it('rejects with the message when the printing’s promise rejects', async () => {
    const { address } = await offer("Promise.reject(new Error('Chromium could not be installed'))");
    await expect(awaitDocuments(address, 60_000)).rejects.toThrow(/printing failed: Chromium could not be installed/);
  });

  it('rejects when the build goes away before an outcome', async () => {
    const { address, build } = await offer('new Promise(() => {})');
    const waiting = awaitDocuments(address, 60_000);
    build.kill();
    await expect(waiting).rejects.toThrow(/the build that prints them went away before an outcome/);
  });

  it('rejects when no build is listening', async () => {
    const refused = awaitDocuments(path.join(temp, 'nobody.sock'), 60_000);
    await expect(refused).rejects.toThrow('cannot reach the build that prints them');
    await expect(refused).rejects.toThrow('ENOENT');
  });

  it('times out with a clear error when no outcome comes', async () => {
    const { address } = await offer('new Promise(() => {})');
    await expect(awaitDocuments(address, 20)).rejects.toThrow(
      /no word from their printing \(scripts\/datasheets\.ts\) after 20 ms: it neither finished nor failed/,
    );
  });
});
