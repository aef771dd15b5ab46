/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run serve` checks the contact settings before it listens (issue 11 item 11 and the limits).

const root = path.resolve(__dirname, '../../../..');
jest.setTimeout(60_000);

/** Runs src/server/http/main.ts with these variables on a port nobody listens on; it must exit by itself. */
function serve(env: Record<string, string>) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/http/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run serve', () => {
  it('refuses to start with an inbox token under 32 characters', () => {
    const { status, stderr } = serve({ CONTACT_INBOX_TOKEN: 'e2e-inbox-token' });
    expect(status).toBe(1);
    expect(stderr).toContain('Not starting: CONTACT_INBOX_TOKEN must be at least 32 characters (it has 15)');
  });

  it('refuses to start with a rate limit it cannot read', () => {
    const { status, stderr } = serve({ CONTACT_INBOX_TOKEN: '', CONTACT_REFUSED_LIMIT: '30 per 10 min' });
    expect(status).toBe(1);
    expect(stderr).toContain('Not starting: CONTACT_REFUSED_LIMIT must be "attempts/seconds"');
  });
});
