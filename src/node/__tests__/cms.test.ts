/**
 * @jest-environment node
 */
type Callback = (error: Error | null, result?: { stdout: string; stderr: string }) => void;

/** src/node/cms with a recorded execFile: each call is kept, to be finished by the test. */
function loadCms() {
  const calls: { args: string[]; finish: Callback }[] = [];
  let cms: typeof import('../cms') | undefined;
  jest.isolateModules(() => {
    jest.doMock('node:child_process', () => ({
      execFile: (_file: string, args: string[], _options: unknown, callback: Callback) => {
        calls.push({ args, finish: callback });
      },
    }));
    cms = require('../cms') as typeof import('../cms');
  });
  return { cms: cms!, calls };
}

function reporter() {
  const statuses: string[] = [];
  return {
    statuses,
    panics: [] as string[],
    info: jest.fn(),
    activityTimer: () => ({ start: jest.fn(), end: jest.fn(), setStatus: (status: string) => statuses.push(status) }),
    panicOnBuild(message: string) {
      this.panics.push(message);
    },
  };
}

describe('the CMS bundle during gatsby build', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    delete process.env.SKIP_CMS;
  });
  afterAll(() => {
    process.env = saved;
  });

  it('starts before the bootstrap and is awaited, not built again, after the pages', async () => {
    const { cms, calls } = loadCms();
    await (cms.onPreBootstrap as () => unknown)();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0]).toMatch(/scripts[\\/]build-cms\.mjs$/);
    const report = reporter();
    const done = (cms.onPostBuild as unknown as (args: unknown) => Promise<void>)({ reporter: report });
    calls[0]!.finish(null, { stdout: 'CMS bundle built in 1.0 s', stderr: '' });
    await done;
    expect(calls).toHaveLength(1);
    expect(report.statuses[0]).toMatch(/^CMS bundle built in 1\.0 s \(started .* beside Gatsby\)$/);
    expect(report.panics).toEqual([]);
  });

  it('fails the build when the bundle started early failed', async () => {
    const { cms, calls } = loadCms();
    await (cms.onPreBootstrap as () => unknown)();
    calls[0]!.finish(new Error('esbuild: syntax error'));
    const report = reporter();
    await (cms.onPostBuild as unknown as (args: unknown) => Promise<void>)({ reporter: report });
    expect(report.panics).toEqual(['The CMS bundle (scripts/build-cms.mjs) failed']);
  });

  it('builds nothing with SKIP_CMS=1, and nothing early under gatsby develop', async () => {
    process.env.SKIP_CMS = '1';
    const skipped = loadCms();
    await (skipped.cms.onPreBootstrap as () => unknown)();
    await (skipped.cms.onPostBuild as unknown as (args: unknown) => Promise<void>)({ reporter: reporter() });
    expect(skipped.calls).toHaveLength(0);
    delete process.env.SKIP_CMS;
    process.env.NODE_ENV = 'development';
    const develop = loadCms();
    await (develop.cms.onPreBootstrap as () => unknown)();
    expect(develop.calls).toHaveLength(0);
  });
});

// The site's gatsby-node runs the early start before the content check.
it('gatsby-node starts the CMS in onPreBootstrap', () => {
  const text = require('node:fs').readFileSync(require('node:path').join(__dirname, '../../../gatsby-node.ts'), 'utf8');
  const hook = text.slice(text.indexOf('export const onPreBootstrap'));
  expect(text).toContain('export const onPreBootstrap');
  expect(hook.indexOf('startCms!(')).toBeGreaterThan(-1);
  expect(hook.indexOf('startCms!(')).toBeLessThan(hook.indexOf('checkContent'));
});
