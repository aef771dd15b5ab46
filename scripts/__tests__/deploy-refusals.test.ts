/**
 * @jest-environment node
 */
// A deploy that never pretends: scripts/deploy.sh refuses a rollback or list it cannot do, and
// deploy/nginx.ts --standalone writes a whole nginx.conf as docs/deployment.md says.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
jest.setTimeout(60_000);

/** The environment without any DEPLOY_* setting, as typed on a fresh shell. */
const withoutDeploySettings = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')));

describe('scripts/deploy.sh without DEPLOY_*', () => {
  it.each(['--rollback', '--list'])('%s fails and says what to set', (mode) => {
    const ran = spawnSync('bash', ['scripts/deploy.sh', mode], {
      cwd: repo,
      env: withoutDeploySettings(),
      encoding: 'utf8',
    });
    expect(ran.status).toBe(1);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toContain(`${mode} needs the target: set DEPLOY_PATH`);
    expect(ran.stderr).toContain('DEPLOY_HOST');
    expect(ran.stderr).toContain('Nothing done.');
  });

  it('a plain deploy (the CI without a server) builds nothing more and says so, successfully', () => {
    const ran = spawnSync('bash', ['scripts/deploy.sh'], { cwd: repo, env: withoutDeploySettings(), encoding: 'utf8' });
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain('nothing deployed');
  });
});

describe('deploy/nginx.ts --standalone PREFIX', () => {
  let prefix: string;
  beforeEach(() => (prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-standalone-'))));
  afterEach(() => fs.rmSync(prefix, { recursive: true, force: true }));

  const generate = (...extra: string[]) =>
    spawnSync(
      path.join(repo, 'node_modules', '.bin', 'tsx'),
      ['deploy/nginx.ts', '--root', '/srv/laser-site', '--server-name', 'www.example.cn', ...extra],
      { cwd: repo, encoding: 'utf8' },
    );

  it('writes a whole nginx.conf with the brotli module, its own pid and logs, and never user root', () => {
    const ran = generate('--listen', '127.0.0.1:9580', '--standalone', prefix);
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain(`Wrote ${path.join(prefix, 'nginx.conf')}`);
    const conf = fs.readFileSync(path.join(prefix, 'nginx.conf'), 'utf8');
    expect(conf).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(conf).not.toMatch(/^\s*user\s/m);
    expect(conf).toContain(`pid "${path.join(prefix, 'nginx.pid')}";`);
    expect(conf).toMatch(/^events \{/m);
    expect(conf).toMatch(/^http \{/m);
    // The site file itself, inside.
    expect(conf).toContain('server_name www.example.cn;');
    expect(conf).toContain('listen 127.0.0.1:9580;');
    expect(fs.existsSync(path.join(prefix, 'logs'))).toBe(true);
  });

  it('refuses a relative prefix', () => {
    const ran = generate('--standalone', 'relative/dir');
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('--standalone must be an absolute path');
  });
});

describe('the docs on language detection', () => {
  // As prose, whatever the line breaks Prettier puts in it.
  const prose = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8').replace(/\s+/g, ' ');

  it('say the root picks a language with an inline script, and that curl stays on the Chinese page', () => {
    const readme = prose('README.md');
    expect(readme).not.toContain('before any script runs');
    expect(readme).toContain("only `/` picks a language from the browser's, with an inline script");
    expect(readme).toContain('the server always answers `/` with the Chinese page, so `curl`');
    const architecture = prose('docs/architecture.md');
    expect(architecture).toContain("runs only on `/`, from an inline script in that page's HTML");
    expect(architecture).toContain(
      'never on the server, which answers `/` with the Chinese page whatever the `Accept-Language`',
    );
    expect(architecture).toContain('so `curl`, a crawler or any client without JavaScript stays there');
  });
});
