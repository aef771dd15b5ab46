/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const module = path.join(root, 'scripts/lib/gatsby-node-code.mjs');

/** Calls an export of scripts/lib/gatsby-node-code.mjs in plain node (an ES module), as the build does. */
function call<T>(name: string, ...args: unknown[]): T {
  const code = `import * as m from ${JSON.stringify(module)};
    console.log(JSON.stringify((await m[${JSON.stringify(name)}](...${JSON.stringify(args)})) ?? null));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}
const gatsbyNodeSources = (site: string) => call<string[] | null>('gatsbyNodeSources', site);
const gatsbyNodeCode = (site: string) => call<string | null>('gatsbyNodeCode', site);
const clearCacheIfNodeCodeChanged = (site: string) =>
  call<{ code: string | null; cleared: boolean }>('clearCacheIfNodeCodeChanged', site);
const recordNodeCode = (site: string, code: string | null) => call<null>('recordNodeCode', site, code);

describe("the build's Node code, which Gatsby's cache must follow", () => {
  it('is the real import graph of gatsby-node.ts and gatsby-config.ts: the model, the node hooks, the locales', () => {
    const sources = gatsbyNodeSources(root);
    expect(sources).toEqual(
      expect.arrayContaining([
        'gatsby-node.ts',
        'gatsby-config.ts',
        'src/node/content.ts',
        'src/model/localize.ts',
        'src/model/collections/products.ts',
        'src/i18n/locales.ts',
      ]),
    );
    expect(sources!.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('clears the cache when a module gatsby-node imports changes, and keeps it otherwise', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-node-code-'));
    try {
      fs.mkdirSync(path.join(site, 'src', 'model'), { recursive: true });
      fs.writeFileSync(path.join(site, 'gatsby-node.ts'), "export { fields } from './src/model/fields';\n");
      fs.writeFileSync(path.join(site, 'src/model/fields.ts'), "export const fields = ['warrantyMonths'];\n");
      const cache = path.join(site, '.cache');
      fs.mkdirSync(path.join(cache, 'data'), { recursive: true });
      // A cache from before the check (no record): cleared once, then recorded after the build.
      let outcome = clearCacheIfNodeCodeChanged(site);
      expect(outcome.cleared).toBe(true);
      expect(fs.existsSync(cache)).toBe(false);
      fs.mkdirSync(path.join(cache, 'data'), { recursive: true });
      recordNodeCode(site, outcome.code);
      // Nothing changed: the warm cache stays.
      outcome = clearCacheIfNodeCodeChanged(site);
      expect(outcome.cleared).toBe(false);
      expect(fs.existsSync(path.join(cache, 'data'))).toBe(true);
      // The model gains a field: its nodes must be made again.
      fs.writeFileSync(
        path.join(site, 'src/model/fields.ts'),
        "export const fields = ['warrantyMonths', 'leadTimeWeeks'];\n",
      );
      const before = outcome.code;
      outcome = clearCacheIfNodeCodeChanged(site);
      expect(outcome.code).not.toBe(before);
      expect(outcome.cleared).toBe(true);
      expect(fs.existsSync(cache)).toBe(false);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('leaves the cache alone when the code cannot be read (gatsby build says why)', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-node-code-'));
    try {
      fs.writeFileSync(path.join(site, 'gatsby-node.ts'), "import { gone } from './missing';\nexport default gone;\n");
      fs.mkdirSync(path.join(site, '.cache'));
      expect(gatsbyNodeCode(site)).toBeNull();
      expect(clearCacheIfNodeCodeChanged(site).cleared).toBe(false);
      expect(fs.existsSync(path.join(site, '.cache'))).toBe(true);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
