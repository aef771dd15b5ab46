/**
 * @jest-environment node
 */
// The CI files that make a published edit go live (build and deploy on a push to the content
// branch), and scripts/deploy.sh, run against a local "server" with ssh and rsync stand-ins.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';

const root = path.join(__dirname, '..', '..');
const readYaml = (file: string) => load(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('.github/workflows/deploy.yml (GitHub, Gitea and Forgejo Actions)', () => {
  const workflow = readYaml('.github/workflows/deploy.yml');
  const job = workflow.jobs.deploy;
  const runs: string[] = job.steps
    .filter((step: { run?: string }) => step.run)
    .map((step: { run: string }) => step.run);

  it('runs on a push to the content branch, one run at a time in push order', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.concurrency).toEqual({ group: 'deploy-${{ github.ref }}', 'cancel-in-progress': false });
  });

  it('installs the lockfile versions, builds and deploys, without running the tests', () => {
    expect(runs).toEqual(['npm install --no-audit --no-fund', 'npm run build', 'bash scripts/deploy.sh']);
    expect(
      job.steps.find((step: { uses?: string }) => step.uses?.startsWith('actions/setup-node'))?.with,
    ).toMatchObject({ 'node-version': 20 });
  });

  it('builds /admin for the configured backend and deploys with the named secrets', () => {
    for (const name of ['CMS_BACKEND', 'CMS_REPO', 'CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID', 'SITE_URL']) {
      expect(job.env[name]).toBe(`\${{ vars.${name} }}`);
    }
    expect(job.env.CMS_BRANCH).toBe('${{ github.ref_name }}');
    const deploy = job.steps.at(-1).env;
    expect(deploy).toMatchObject({
      DEPLOY_SSH_KEY: '${{ secrets.DEPLOY_SSH_KEY }}',
      DEPLOY_KNOWN_HOSTS: '${{ secrets.DEPLOY_KNOWN_HOSTS }}',
      DEPLOY_BRANCH: '${{ github.ref_name }}',
      DEPLOY_COMMIT: '${{ github.sha }}',
    });
  });
});

describe('.gitlab-ci.yml', () => {
  const pipeline = readYaml('.gitlab-ci.yml');

  it('runs on a push to the content branch (CMS_BRANCH, main by default)', () => {
    expect(pipeline.variables.CMS_BRANCH).toBe('main');
    expect(pipeline.workflow.rules[0].if).toBe('$CI_PIPELINE_SOURCE == "push" && $CI_COMMIT_BRANCH == $CMS_BRANCH');
  });

  it('builds with the lockfile versions, then deploys public/ one pipeline at a time', () => {
    expect(pipeline.build.script).toEqual(['npm install --no-audit --no-fund --cache .npm', 'npm run build']);
    expect(pipeline.build.artifacts.paths).toEqual(['public/']);
    expect(pipeline.deploy.needs).toEqual(['build']);
    expect(pipeline.deploy.resource_group).toBe('production');
    expect(pipeline.deploy.script.at(-1)).toBe(
      'DEPLOY_BRANCH="$CI_COMMIT_BRANCH" DEPLOY_COMMIT="$CI_COMMIT_SHA" bash scripts/deploy.sh',
    );
    expect(JSON.stringify(pipeline)).not.toMatch(/npm (test|ci)\b/);
  });
});

describe('scripts/deploy.sh', () => {
  let work: string;
  let server: string;
  let site: string;
  let commit: string;
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    // Stand-ins: ssh runs the remote command here; rsync copies to the path after "host:".
    const bin = path.join(work, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(
      path.join(bin, 'ssh'),
      '#!/usr/bin/env bash\nwhile [[ "$1" == -* ]]; do shift 2; done\nshift\nexec bash -c "$*"\n',
      { mode: 0o755 },
    );
    fs.writeFileSync(
      path.join(bin, 'rsync'),
      '#!/usr/bin/env bash\nsrc="${@: -2:1}"; dest="${@: -1}"; dest="${dest#*:}"\nmkdir -p "$dest" && cp -a "$src". "$dest"\n',
      { mode: 0o755 },
    );
    server = path.join(work, 'server');
    fs.mkdirSync(path.join(server, 'public'), { recursive: true });
    fs.writeFileSync(path.join(server, 'public', 'index.html'), 'old build');
    // The CI checkout: a clone of a repository whose content branch is at `commit`.
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
    site = path.join(work, 'checkout');
    git(work, 'clone', '--quiet', origin, site);
    commit = git(site, 'rev-parse', 'HEAD');
    fs.mkdirSync(path.join(site, 'public'));
    fs.writeFileSync(path.join(site, 'public', 'index.html'), 'new build');
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const deploy = (env: Record<string, string>) =>
    spawnSync('bash', [path.join(root, 'scripts', 'deploy.sh')], {
      cwd: site,
      encoding: 'utf8',
      env: {
        PATH: `${path.join(work, 'bin')}:${process.env.PATH}`,
        HOME: work,
        DEPLOY_HOST: 'site.example.cn',
        DEPLOY_USER: 'web',
        DEPLOY_PATH: server,
        DEPLOY_SSH_KEY: 'key',
        DEPLOY_KNOWN_HOSTS: 'site.example.cn ssh-ed25519 AAAA',
        DEPLOY_BRANCH: 'main',
        DEPLOY_COMMIT: commit,
        ...env,
      },
    });
  const live = () => fs.readFileSync(path.join(server, 'public', 'index.html'), 'utf8');

  it('swaps the new build in and keeps the previous one', () => {
    const result = deploy({ DEPLOY_AFTER: 'touch deployed' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(live()).toBe('new build');
    expect(fs.readFileSync(path.join(server, 'public.prev', 'index.html'), 'utf8')).toBe('old build');
    expect(fs.existsSync(path.join(server, 'public.next'))).toBe(false);
    expect(fs.existsSync(path.join(server, 'deployed'))).toBe(true);
  });

  it('never deploys a commit the content branch has moved past', () => {
    const result = deploy({ DEPLOY_COMMIT: '0'.repeat(40) });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('leaving the deployment to that run');
    expect(live()).toBe('old build');
  });

  it('says what is missing, and only builds when no server is configured', () => {
    const missing = deploy({ DEPLOY_SSH_KEY: '' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('DEPLOY_SSH_KEY is not set');
    const unconfigured = deploy({ DEPLOY_HOST: '' });
    expect(unconfigured.status).toBe(0);
    expect(unconfigured.stdout).toContain('built but not deployed');
    expect(live()).toBe('old build');
  });
});
