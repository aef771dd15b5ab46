// The per-sender limits of the contact form and the inbox through the real server (`npm run serve`
// of the current build), as a client on 127.0.0.1 meets them.
import { startSiteServer } from './site-server';

const inboxToken = 'e2e-limits-inbox-token-0123456789abcdef';
let server: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  server = await startSiteServer({
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT: '1/600',
    CONTACT_REFUSED_LIMIT: '3/600',
    CONTACT_INBOX_FAILURE_LIMIT: '2/900',
    CONTACT_INBOX_TOKEN: inboxToken,
  });
});
afterAll(() => server.stop());

async function form() {
  const response = await fetch(`${server.url}/api/contact-token`);
  const { token } = (await response.json()) as { token: string };
  // An English message needs an e-mail address and a country or region (src/contact/schema.ts).
  const email = 'zhang.wei@example.com';
  const country = 'CN';
  return {
    name: '张伟',
    telephone: '13800138000',
    email,
    country,
    message: '询价',
    consent: true,
    token,
    locale: 'en',
  };
}

const post = (body: unknown) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const login = (token: string) =>
  fetch(`${server.url}/api/messages?limit=1`, { headers: { Authorization: `Bearer ${token}` } });

// One sender (127.0.0.1) throughout: the steps run in order and each spends its own budget.
test('a re-sent stored message gets its id back, outside the quota of one message', async () => {
  const body = await form();
  const stored = await post(body);
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  for (let retry = 0; retry < 2; retry += 1) {
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
  }
  const second = await post(await form());
  expect(second.status).toBe(429);
  expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(590);
});

test('failed inbox logins: after two, the right token waits too', async () => {
  expect((await login(inboxToken)).status).toBe(200);
  expect((await login('wrong')).status).toBe(401);
  expect((await login('wrong')).status).toBe(401);
  const blocked = await login(inboxToken);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(890);
});

test('a flood of refused bodies is answered 429 unread after three', async () => {
  const adversarial = { ...(await form()), email: `a@${'a.'.repeat(7000)}@` };
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(adversarial)).status).toBe(400);
  const limited = await post(adversarial);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(590);
  expect(((await limited.json()) as { error: string }).error).toMatch(/^未通过的提交次数过多/);
});
