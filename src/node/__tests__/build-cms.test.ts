/**
 * @jest-environment node
 */
// scripts/build-cms.mjs keeps the /admin bundle when nothing it is made from changed (a rebuild
// after a content edit), and makes it again when a source or a setting did.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '../../../scripts/build-cms.mjs');

/** buildCms({ outDir }) in plain node (an ES module), as the build's onPostBuild runs it. */
function buildCms(outDir: string, env: Record<string, string> = {}) {
  const code = `import(${JSON.stringify(script)}).then(async (cms) => {
    const result = await cms.buildCms({ outDir: ${JSON.stringify(outDir)}, env: process.env });
    console.log(JSON.stringify({ reused: result.reused, files: result.files }));
  })`;
  const result = spawnSync(process.execPath, ['-e', code], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, SITE_URL: 'https://www.example-ultrafast.cn', ...env },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as {
    reused: boolean;
    files: Record<string, { name: string; bytes: number }>;
  };
}

describe('the CMS bundle on a rebuild', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cms-'));
  const admin = path.join(outDir, 'admin');
  const manifest = path.join(admin, '.bundle.json');
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('is kept when its sources and settings are as in the last build', () => {
    const first = buildCms(outDir);
    expect(first.reused).toBe(false);
    const script = path.join(admin, first.files['.js']!.name);
    const builtAt = fs.statSync(script).mtimeMs;
    const second = buildCms(outDir);
    expect(second).toEqual({ ...first, reused: true });
    expect(fs.statSync(script).mtimeMs).toBe(builtAt);
    expect(fs.readFileSync(path.join(admin, 'index.html'), 'utf8')).toContain(`/admin/${first.files['.js']!.name}`);
  }, 120_000);

  it('is made again when one of its sources changed', () => {
    const recorded = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { inputs: Record<string, string> };
    expect(recorded.inputs['src/cms/index.tsx']).toMatch(/^[0-9a-f]{20}$/);
    // As if src/cms/index.tsx had been edited since: its recorded hash no longer matches.
    recorded.inputs['src/cms/index.tsx'] = '0'.repeat(20);
    fs.writeFileSync(manifest, JSON.stringify(recorded));
    expect(buildCms(outDir).reused).toBe(false);
  }, 120_000);

  it('is made again when a setting it embeds changed, or a file of it is gone', () => {
    expect(buildCms(outDir, { SITE_URL: 'https://www.example.cn' }).reused).toBe(false);
    fs.rmSync(path.join(admin, 'csp.json'));
    expect(buildCms(outDir, { SITE_URL: 'https://www.example.cn' }).reused).toBe(false);
    expect(fs.existsSync(path.join(admin, 'csp.json'))).toBe(true);
  }, 120_000);
});
