/**
 * @jest-environment node
 */
import { startCspServer } from './csp-fixture';

let server: Awaited<ReturnType<typeof startCspServer>>;

/** The directives of /admin's Content-Security-Policy, asked for under a given Host name. */
const adminCsp = (host: string) => server.csp('/admin/', host);

const writeOrigins = (origins: unknown) => server.writeBuildFile('admin/csp.json', JSON.stringify(origins));

beforeAll(async () => {
  server = await startCspServer('admin-csp');
});

afterAll(() => server.close());

describe("/admin's Content-Security-Policy", () => {
  it('allows exactly the configured backend: its API and auth origins, not all of https:', async () => {
    writeOrigins({
      connect: ['https://gitlab.example.cn'],
      img: ['https://gitlab.example.cn', 'https://secure.gravatar.com'],
    });
    const csp = await adminCsp('cms.example.cn');
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://gitlab.example.cn']);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://gitlab.example.cn',
      'https://secure.gravatar.com',
    ]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(Object.values(csp).flat()).not.toContain('https:');
    expect(JSON.stringify(csp)).not.toContain('netlify');
  });

  it('follows a new build of /admin without a restart', async () => {
    writeOrigins({ connect: ['https://git.example.cn'], img: [] });
    expect((await adminCsp('cms.example.cn'))['connect-src']).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://git.example.cn',
    ]);
  });

  it('allows the local proxy only when /admin is opened on localhost', async () => {
    writeOrigins({ connect: [], img: [] });
    expect((await adminCsp('localhost'))['connect-src']).toEqual([
      "'self'",
      'blob:',
      'data:',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect((await adminCsp('cms.example.cn'))['connect-src']).toEqual(["'self'", 'blob:', 'data:']);
  });

  it('ignores anything in the file that is not an origin', async () => {
    writeOrigins({ connect: ['https://ok.example.cn', 'https://x.cn; script-src *', 'https:'], img: 'https:' });
    const csp = await adminCsp('cms.example.cn');
    expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://ok.example.cn']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
