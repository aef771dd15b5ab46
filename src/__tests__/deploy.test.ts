/**
 * @jest-environment node
 */
// The CI files that make a published edit go live (test, build and deploy on a push to the content
// branch), and scripts/deploy.sh, run against a local target and an SSH "server" (an ssh stand-in
// that runs the command here; the real rsync at both ends).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { buildIncludes, quote } from '../../deploy/nginx';
import { buildOnlyFiles, contentHashed, immutable, revalidate } from '../server/http/cache-policy';
import { switchBuild } from '../server/publish/builds';

const root = path.join(__dirname, '..', '..');
const readYaml = (file: string) => load(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('.github/workflows/deploy.yml (GitHub, Gitea and Forgejo Actions)', () => {
  const workflow = readYaml('.github/workflows/deploy.yml');
  const job = workflow.jobs.deploy;
  const runs: string[] = job.steps
    .filter((step: { run?: string }) => step.run)
    .map((step: { run: string }) => step.run.trim());

  it('runs on a push to the content branch, one run at a time in push order', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    // And once a day just after midnight in China, which moves ended events out of "upcoming".
    expect(workflow.on.schedule).toEqual([{ cron: '5 16 * * *' }]);
    expect(workflow.concurrency).toEqual({ group: 'deploy-${{ github.ref }}', 'cancel-in-progress': false });
  });

  it('installs the lockfile with npm ci and runs the tests before it builds and deploys', () => {
    expect(runs.slice(-4)).toEqual([
      'npm ci --no-audit --no-fund',
      'npm test',
      'npm run build',
      'bash scripts/deploy.sh',
    ]);
    expect(JSON.stringify(workflow)).not.toMatch(/npm install/);
  });

  it('runs in Debian as root there, with the system packages the build and tests need', () => {
    // The Ubuntu runner is not root and its chromium is a snap: the job runs in Debian bookworm.
    expect(job.container).toBe('node:20-bookworm');
    const packages = runs.find((run) => run.includes('apt-get install'));
    for (const name of [
      'chromium',
      'fonts-noto-cjk',
      'poppler-utils',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'rsync',
      'openssh-client',
    ])
      expect(packages).toContain(` ${name}`);
  });

  it('checks out the whole history, from which each document’s revision is counted', () => {
    const checkout = job.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/checkout'));
    expect(checkout.with['fetch-depth']).toBe(0);
  });

  it('builds /admin for the configured backend and deploys with the named secrets, when a server is set', () => {
    for (const name of ['CMS_BACKEND', 'CMS_REPO', 'CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID']) {
      expect(job.env[name]).toBe(`\${{ vars.${name} }}`);
    }
    expect(job.env.CMS_BRANCH).toBe('${{ github.ref_name }}');
    // The tests build for their own local origin; the production build for SITE_URL.
    expect(job.steps.find((step: { run?: string }) => step.run === 'npm run build').env.SITE_URL).toBe(
      '${{ vars.SITE_URL }}',
    );
    const deploy = job.steps.at(-1);
    expect(deploy.if).toBe("vars.DEPLOY_HOST != ''");
    expect(deploy.env).toMatchObject({
      DEPLOY_SSH_KEY: '${{ secrets.DEPLOY_SSH_KEY }}',
      DEPLOY_KNOWN_HOSTS: '${{ secrets.DEPLOY_KNOWN_HOSTS }}',
      DEPLOY_BRANCH: '${{ github.ref_name }}',
      DEPLOY_COMMIT: '${{ github.sha }}',
      // The reload of nginx, and the check that the site answers as the new build.
      DEPLOY_AFTER: '${{ vars.DEPLOY_AFTER }}',
      DEPLOY_CHECK_URL: '${{ vars.DEPLOY_CHECK_URL }}',
    });
  });
});

describe('the tests in copies of the project in CI (scripts/ci-copies.sh)', () => {
  const workflow = readYaml('.github/workflows/deploy.yml');
  const pipeline = readYaml('.gitlab-ci.yml');
  let work: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' }).trim();
  const commit = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    fs.writeFileSync(path.join(work, file), text);
    git('add', '-A');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', file);
    return git('rev-parse', 'HEAD');
  };
  /** Runs the script in `work` with an `npm` that only says how it was called. */
  const copies = (...args: string[]) => {
    const bin = path.join(work, '.bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm $*"\n', { mode: 0o755 });
    return spawnSync('bash', [path.join(root, 'scripts', 'ci-copies.sh'), ...args], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
  };

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-copies-'));
    git('init', '-q');
    fs.writeFileSync(path.join(work, '.gitignore'), '.bin/\n');
    commit('src/page.ts', 'export const a = 1;\n');
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('skips them on a push of content alone, and runs them on a push of code', () => {
    const before = git('rev-parse', 'HEAD');
    commit('content/news/story.yml', 'title: A\n');
    commit('static/uploads/cover.jpg', 'jpeg');
    const contentOnly = copies('push', before);
    expect(contentOnly.status).toBe(0);
    expect(contentOnly.stdout).toMatch(/Only content changed/);
    expect(contentOnly.stdout).not.toMatch(/npm run test:copies/);

    const beforeCode = git('rev-parse', 'HEAD');
    commit('content/news/other.yml', 'title: B\n');
    commit('src/page.ts', 'export const a = 2;\n');
    expect(copies('push', beforeCode).stdout).toMatch(/^npm run test:copies$/m);
  });

  it('runs them on the daily and manual runs, and when the commit before the push is unknown', () => {
    const head = git('rev-parse', 'HEAD');
    for (const args of [
      ['schedule', head],
      ['workflow_dispatch', head],
      ['web', head],
      ['push', '0000000000000000000000000000000000000000'],
      ['push'],
    ]) {
      const result = copies(...args);
      expect([args, result.status, result.stdout.trim()]).toEqual([args, 0, 'npm run test:copies']);
    }
  });

  it('runs in a job of its own in both pipelines, which the deploy does not wait for', () => {
    const job = workflow.jobs.copies;
    expect(job.container).toBe('node:20-bookworm');
    expect(job.steps.at(-1).run).toBe(
      'bash scripts/ci-copies.sh "${{ github.event_name }}" "${{ github.event.before }}"',
    );
    expect(
      job.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/checkout')).with['fetch-depth'],
    ).toBe(0);
    expect(workflow.jobs.deploy.needs).toBeUndefined();
    expect(pipeline.copies.script).toEqual(['bash scripts/ci-copies.sh "$CI_PIPELINE_SOURCE" "$CI_COMMIT_BEFORE_SHA"']);
    expect(pipeline.deploy.needs).toEqual(['test']);
  });

  it('runs them after npm test in the CI of this repository (.ci/run)', () => {
    const lines = fs
      .readFileSync(path.join(root, '.ci', 'run'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.slice(-2)).toEqual(['npm test', 'npm run test:copies']);
  });
});

describe('.gitlab-ci.yml', () => {
  const pipeline = readYaml('.gitlab-ci.yml');

  it('runs on a push to the content branch (CMS_BRANCH, main by default)', () => {
    expect(pipeline.variables.CMS_BRANCH).toBe('main');
    expect(pipeline.workflow.rules[0].if).toBe('$CI_PIPELINE_SOURCE == "push" && $CI_COMMIT_BRANCH == $CMS_BRANCH');
    expect(pipeline.workflow.rules[1].if).toBe('$CI_PIPELINE_SOURCE == "schedule" && $CI_COMMIT_BRANCH == $CMS_BRANCH');
  });

  it('clones the whole history, from which each document’s revision is counted', () => {
    expect(pipeline.variables.GIT_DEPTH).toBe('0');
  });

  it('tests, then builds and deploys one pipeline at a time, installing with npm ci', () => {
    expect(pipeline.stages).toEqual(['test', 'deploy']);
    expect(pipeline.default.before_script.at(-1)).toBe('npm ci --no-audit --no-fund --cache .npm');
    const install = pipeline.default.before_script.find((line: string) => line.includes('apt-get install')) ?? '';
    expect(install).toContain('chromium fonts-noto-cjk poppler-utils');
    expect(pipeline.test.script).toEqual(['npm test']);
    expect(pipeline.deploy.needs).toEqual(['test']);
    expect(pipeline.deploy.resource_group).toBe('production');
    expect(pipeline.deploy.script).toEqual([
      'npm run build',
      'DEPLOY_BRANCH="$CI_COMMIT_BRANCH" DEPLOY_COMMIT="$CI_COMMIT_SHA" bash scripts/deploy.sh',
    ]);
    expect(JSON.stringify(pipeline)).not.toMatch(/npm install/);
  });

  it('keeps npm’s cache out of git status (npm test checks it is clean)', () => {
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('.npm/');
  });
});

describe('scripts/deploy.sh', () => {
  let work: string;
  let target: string;
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

  /** A finished build as `npm run build` leaves it in .builds/<id>: pages, a Function, build.json. */
  function makeBuild(id: string, text: string) {
    const dir = path.join(work, 'local', '.builds', id);
    fs.mkdirSync(path.join(dir, 'public', 'en'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'index.html'), text);
    fs.writeFileSync(path.join(dir, 'public', 'logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'public', '404.html'), 'not found');
    const functions = path.join(dir, '.cache', 'functions');
    fs.mkdirSync(path.join(functions, 'api'), { recursive: true });
    fs.writeFileSync(path.join(functions, 'api', 'health.js'), `module.exports = () => ${JSON.stringify(text)};`);
    fs.writeFileSync(
      path.join(functions, 'manifest.json'),
      JSON.stringify([
        { functionRoute: 'health', relativeCompiledFilePath: 'api/health.js', absoluteCompiledFilePath: '/ci/x.js' },
      ]),
    );
    fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ id, commit: null, switchedAt: '' }));
    return dir;
  }

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    target = path.join(work, 'server', 'site');
    // An ssh stand-in: drops its options and the host, runs the command here.
    const bin = path.join(work, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(
      path.join(bin, 'ssh'),
      '#!/usr/bin/env bash\nwhile [[ "$1" == -* ]]; do shift 2; done\nshift\nexec bash -c "$*"\n',
      { mode: 0o755 },
    );
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const run = (env: Record<string, string | undefined>, args: string[] = [], cwd = root) =>
    spawnSync('bash', [path.join(root, 'scripts', 'deploy.sh'), ...args], {
      cwd,
      encoding: 'utf8',
      env: {
        PATH: `${path.join(work, 'bin')}:${process.env.PATH}`,
        HOME: work,
        DEPLOY_PATH: target,
        ...env,
      },
    });
  const served = () => fs.readFileSync(path.join(target, '.builds', 'current', 'public', 'index.html'), 'utf8');
  const kept = () =>
    fs
      .readdirSync(path.join(target, '.builds'))
      .filter((name) => /^\d/.test(name))
      .sort();

  it.each([
    ['a directory on this machine', {}],
    [
      'a server over SSH',
      {
        DEPLOY_HOST: 'site.example.cn',
        DEPLOY_USER: 'web',
        DEPLOY_SSH_KEY: 'key',
        DEPLOY_KNOWN_HOSTS: 'site.example.cn ssh-ed25519 AAAA',
      },
    ],
  ])('deploys to %s: serves what it copied, keeps --keep builds, rolls back', (_, ssh) => {
    const builds = ['20260101T000000000Z-aaaaaaaa', '20260102T000000000Z-bbbbbbbb', '20260103T000000000Z-cccccccc'];
    for (const [index, id] of builds.entries()) {
      const result = run({ ...ssh }, ['--keep', '2', '--build', makeBuild(id, `build ${index}`)]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`build ${id} is live`);
      expect(served()).toBe(`build ${index}`);
    }
    expect(kept()).toEqual(builds.slice(1));
    // The Function runs from the target's own store, not the path of the machine that built it.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(target, '.builds', 'current', '.cache', 'functions', 'manifest.json'), 'utf8'),
    );
    const stored = path.relative(path.join(target, '.builds', 'functions'), manifest[0].absoluteCompiledFilePath);
    expect(stored).toMatch(/^[0-9a-f]{20}-health\.js$/);
    expect(fs.readFileSync(manifest[0].absoluteCompiledFilePath, 'utf8')).toContain('build 2');
    // Unchanged files are hard links to the previous build's.
    const inode = (id: string) => fs.statSync(path.join(target, '.builds', id, 'public', 'logo.svg')).ino;
    expect(inode(builds[2]!)).toBe(inode(builds[1]!));

    const list = run({ ...ssh }, ['--list']);
    expect(list.stdout.split('\n')).toEqual([
      `Builds kept in ${target}/.builds, oldest first (* served):`,
      `  ${builds[1]}  built 2026-01-02 00:00:00 UTC  commit unknown  content not recorded (built before content hashes)`,
      `* ${builds[2]}  built 2026-01-03 00:00:00 UTC  commit unknown  content not recorded (built before content hashes)`,
      '',
    ]);
    const rollback = run({ ...ssh, DEPLOY_AFTER: 'touch rolled-back' }, ['--rollback']);
    expect(rollback.status).toBe(0);
    expect(rollback.stdout).toContain(`live: ${builds[1]}`);
    expect(served()).toBe('build 1');
    expect(fs.existsSync(path.join(target, 'rolled-back'))).toBe(true);
    const again = run({ ...ssh }, ['--rollback']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('nothing rolled back');
    expect(served()).toBe('build 1');
    // Nothing left beside the builds: no public.prev/, public.next/ or half copies.
    expect(fs.readdirSync(path.join(target, '.builds')).sort()).toEqual(
      ['activate.cjs', 'current', 'functions', ...builds.slice(1)].sort(),
    );
    expect(fs.readdirSync(target)).toEqual(['.builds', 'rolled-back']);
  });

  it('checks its tools first and says what to install', () => {
    const bin = path.join(work, 'only-bash');
    fs.mkdirSync(bin);
    for (const tool of ['bash', 'dirname'])
      fs.symlinkSync(execFileSync('which', [tool], { encoding: 'utf8' }).trim(), path.join(bin, tool));
    const result = spawnSync(path.join(bin, 'bash'), [path.join(root, 'scripts', 'deploy.sh')], {
      encoding: 'utf8',
      env: { PATH: bin, DEPLOY_PATH: target, DEPLOY_HOST: 'site.example.cn' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install -y rsync openssh-client');
    expect(fs.existsSync(target)).toBe(false);
  });

  it('checks the tools of the server and says what to install there', () => {
    // The server's shell finds mkdir and rsync only.
    const remote = path.join(work, 'remote-bin');
    fs.mkdirSync(remote);
    for (const tool of ['mkdir', 'rsync'])
      fs.symlinkSync(execFileSync('which', [tool], { encoding: 'utf8' }).trim(), path.join(remote, tool));
    fs.writeFileSync(
      path.join(work, 'bin', 'ssh'),
      `#!/usr/bin/env bash\nwhile [[ "$1" == -* ]]; do shift 2; done\nshift\nPATH=${remote} exec /bin/bash -c "$*"\n`,
      { mode: 0o755 },
    );
    const result = run({ DEPLOY_HOST: 'site.example.cn' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`site.example.cn:${target} lacks node: Node.js 20.19+`);
    expect(fs.existsSync(path.join(target, '.builds', 'current'))).toBe(false);
  });

  it('refuses a directory that holds no finished build, switching nothing', () => {
    makeBuild('20260101T000000000Z-aaaaaaaa', 'build 0');
    expect(run({}, ['--build', path.join(work, 'local', '.builds', '20260101T000000000Z-aaaaaaaa')]).status).toBe(0);
    const broken = makeBuild('20260102T000000000Z-bbbbbbbb', 'build 1');
    fs.rmSync(path.join(broken, 'public', '404.html'));
    const result = run({}, ['--build', broken]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no public/404.html');
    expect(served()).toBe('build 0');
  });

  it('never deploys a commit the content branch has moved past', () => {
    const origin = path.join(work, 'origin');
    fs.mkdirSync(origin);
    git(origin, 'init', '--quiet', '-b', 'main');
    git(
      origin,
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.com',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'one',
    );
    const checkout = path.join(work, 'checkout');
    git(work, 'clone', '--quiet', origin, checkout);
    const commit = git(checkout, 'rev-parse', 'HEAD');
    const build = makeBuild('20260101T000000000Z-aaaaaaaa', 'build 0');
    const moved = run({ DEPLOY_BRANCH: 'main', DEPLOY_COMMIT: '0'.repeat(40) }, ['--build', build], checkout);
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain('leaving the deployment to that run');
    expect(fs.existsSync(path.join(target, '.builds', 'current'))).toBe(false);
    const current = run({ DEPLOY_BRANCH: 'main', DEPLOY_COMMIT: commit }, ['--build', build], checkout);
    expect(current.status).toBe(0);
    expect(served()).toBe('build 0');
  });

  it('says what is missing, and only builds when no target is configured', () => {
    const missing = run({ DEPLOY_HOST: 'site.example.cn', DEPLOY_PATH: '' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('DEPLOY_PATH is not set');
    const unconfigured = run({ DEPLOY_PATH: '' });
    expect(unconfigured.status).toBe(0);
    expect(unconfigured.stdout).toContain('nothing deployed');
    expect(run({}, ['--keep', '0']).stderr).toContain('--keep must be a whole number');
  });
});

describe('a build while gatsby develop runs in the checkout', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-running-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('switchBuild refuses a Function manifest develop left half-compiled, and leaves no .partial copy', () => {
    fs.mkdirSync(path.join(dir, 'public'));
    fs.writeFileSync(path.join(dir, 'public', 'index.html'), 'home');
    fs.writeFileSync(path.join(dir, 'public', '404.html'), 'not found');
    // Develop compiles a Function when it is first asked for; its manifest names them all.
    const functions = path.join(dir, '.cache', 'functions');
    fs.mkdirSync(functions, { recursive: true });
    fs.writeFileSync(path.join(functions, 'health.js'), 'module.exports = () => {};');
    fs.writeFileSync(
      path.join(functions, 'manifest.json'),
      JSON.stringify(
        ['health', 'contact'].map((name) => ({
          functionRoute: name,
          relativeCompiledFilePath: `${name}.js`,
          absoluteCompiledFilePath: path.join(functions, `${name}.js`),
        })),
      ),
    );
    expect(() => switchBuild(dir)).toThrow('contact.js, which was not compiled (is gatsby develop running here?)');
    expect(fs.readdirSync(path.join(dir, '.builds')).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(fs.existsSync(path.join(dir, '.builds', 'current'))).toBe(false);
  });

  it('build-steps.mjs finds the develop process of the checkout (build() refuses to start beside it)', async () => {
    const gatsby = path.join(dir, 'gatsby');
    fs.writeFileSync(gatsby, 'setInterval(() => {}, 1000);\n');
    const develop = spawn(process.execPath, [gatsby, 'develop'], { cwd: dir, stdio: 'ignore' });
    const other = spawn(process.execPath, [gatsby, 'build'], { cwd: dir, stdio: 'ignore' });
    try {
      const script = `import { developProcesses } from ${JSON.stringify(path.join(root, 'scripts', 'lib', 'build-steps.mjs'))};
        console.log(JSON.stringify([developProcesses(${JSON.stringify(dir)}), developProcesses(${JSON.stringify(root)})]));`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      const [here, elsewhere] = JSON.parse(result.stdout) as number[][];
      expect(here).toEqual([develop.pid]);
      expect(elsewhere).not.toContain(develop.pid);
      const setup = fs.readFileSync(path.join(root, 'scripts', 'lib', 'build-steps.mjs'), 'utf8');
      const build = setup.slice(setup.indexOf('export async function build('));
      expect(build.indexOf('developProcesses()')).toBeLessThan(build.indexOf("log('Building the site"));
    } finally {
      develop.kill();
      other.kill();
    }
  });
});

describe('deploy/nginx.ts', () => {
  const generate = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'deploy', 'nginx.ts'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, ROOT_REDIRECT: '', ...env },
    });

  it('writes the site file from cache-policy.ts, with the root redirect the server would apply', () => {
    const result = generate(
      ['--root', '/srv/laser-site', '--server-name', 'www.example.cn', '--api', '127.0.0.1:9100'],
      {
        ROOT_REDIRECT: '/en/',
        ROOT_REDIRECT_STATUS: '301',
      },
    );
    expect(result.status).toBe(0);
    const config = result.stdout;
    // nginx reads `\\` in a quoted string as one backslash.
    for (const pattern of contentHashed)
      expect(config).toContain(`"~${pattern.source.replace(/\\/g, '\\\\')}" "${immutable}";`);
    expect(config).toContain(`default "${revalidate}";`);
    expect(config).toContain('root "/srv/laser-site/.builds/current/public";');
    // The build's own files by patterns that match nothing before the first deploy (nginx -t passes).
    expect(config).toContain('include "/srv/laser-site/.builds/current/public/.nginx-http.con[f]";');
    expect(config).toContain('include "/srv/laser-site/.builds/current/public/.nginx-headers.con[f]";');
    expect(config).toContain('include "/srv/laser-site/.builds/current/public/.nginx-redirects.con[f]";');
    expect(config).not.toMatch(/include "[^"]*\.conf";/);
    // And it names no variable that only those files define: every one it uses, it defines.
    const used = new Set([...config.matchAll(/\$(laser_\w+)/g)].map((match) => match[1]));
    const defined = new Set([...config.matchAll(/^map \S+ \$(laser_\w+) \{/gm)].map((match) => match[1]));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect(config).toContain('server 127.0.0.1:9100;');
    expect(config).toContain('return 301 "/en/$is_args$args";');
    expect(config).toContain('default site;');
    // Every build-only file is refused by a location of its own (nginx matches the decoded $uri).
    for (const pattern of buildOnlyFiles)
      expect(config).toContain(`location ~ "${pattern.source.replace(/\\/g, '\\\\')}" {\n        return 404;`);
  });

  it('says what is wrong with its arguments', () => {
    const relative = generate(['--root', 'site', '--server-name', 'www.example.cn']);
    expect(relative.status).toBe(2);
    expect(relative.stderr).toContain('--root must be an absolute path');
    expect(generate(['--root', '/srv/site']).stderr).toContain('--root and --server-name are required');
    const pattern = generate(['--root', '/srv/site[1]', '--server-name', 'www.example.cn']);
    expect(pattern.status).toBe(2);
    expect(pattern.stderr).toContain('--root cannot contain');
  });

  it('asks the server for the headers without waiting for a connection to time out', async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-includes-'));
    // Every server the headers are asked of keeps an idle connection open for ten minutes (Node's
    // default is 5 s): closing it must not wait for that. The pages are 4 MB, so each answer's body
    // is still arriving when the headers are in, the case that waited.
    const createServer = http.createServer.bind(http);
    const spy = jest.spyOn(http, 'createServer').mockImplementation((...args: unknown[]) => {
      const server = (createServer as (...given: unknown[]) => http.Server)(...args);
      server.keepAliveTimeout = 600_000;
      return server;
    });
    try {
      fs.mkdirSync(path.join(project, 'public', 'admin'), { recursive: true });
      const page = `<!doctype html><title>x</title><p>${'x'.repeat(4 * 1024 * 1024)}</p>`;
      fs.writeFileSync(path.join(project, 'public', 'index.html'), page);
      fs.writeFileSync(path.join(project, 'public', 'admin', 'index.html'), page);
      const includes = await buildIncludes(project, '20260101T000000000Z-aaaaaaaa');
      expect(spy).toHaveBeenCalled();
      expect(includes.headers).toContain('add_header X-Site-Build "20260101T000000000Z-aaaaaaaa" always;');
    } finally {
      spy.mockRestore();
      fs.rmSync(project, { recursive: true, force: true });
    }
  }, 20_000);

  it("writes each build's headers with its id, and its redirects, into the build's own files", async () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-includes-'));
    try {
      fs.mkdirSync(path.join(project, 'public', 'admin'), { recursive: true });
      fs.mkdirSync(path.join(project, '.cache'));
      fs.writeFileSync(path.join(project, 'public', 'index.html'), '<!doctype html><title>x</title>');
      fs.writeFileSync(path.join(project, 'public', 'admin', 'index.html'), '<!doctype html><title>admin</title>');
      fs.writeFileSync(
        path.join(project, '.cache', 'redirects.json'),
        JSON.stringify([{ fromPath: '/products/', toPath: '/products/all/', statusCode: 301 }]),
      );
      const includes = await buildIncludes(project, '20260101T000000000Z-aaaaaaaa');
      expect(includes.headers).toContain('add_header X-Site-Build "20260101T000000000Z-aaaaaaaa" always;');
      expect(includes.headers).toMatch(
        /^add_header Content-Security-Policy \$laser_h_content_security_policy always;$/m,
      );
      expect(includes.http).toContain('map $laser_headers $laser_h_content_security_policy {');
      for (const status of [301, 302, 303, 307, 308]) {
        expect(includes.http).toContain(`map "$request_method:$uri" $laser_redirect_${status} {`);
        expect(includes.redirects).toContain(
          `if ($laser_redirect_${status}) { return ${status} "$laser_redirect_${status}$is_args$args"; }`,
        );
      }
      await expect(buildIncludes(project, 'not an id')).rejects.toThrow('is not a build id');
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });

  it('never lets a value become an nginx variable', () => {
    expect(quote('a "quoted" \\ value')).toBe('"a \\"quoted\\" \\\\ value"');
    expect(() => quote('/$host/')).toThrow('contains $');
  });
});
