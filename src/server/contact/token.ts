import { contactMinFillMsFrom, runtimeEnv } from '../env';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A form may be sent 3 s (CONTACT_MIN_FILL_MS) after it was shown at the earliest, and within a day. */
export const minimumFillMs = contactMinFillMsFrom(runtimeEnv());
export const maximumAgeMs = 24 * 60 * 60 * 1000;

/**
 * The signing secret: CONTACT_SECRET, or one generated once and kept in data/ so that tokens
 * survive restarts of a single machine.
 */
export function contactSecret(env: Record<string, string | undefined> = runtimeEnv()): string {
  if (env.CONTACT_SECRET) return env.CONTACT_SECRET;
  const file = path.resolve(env.CONTACT_SECRET_FILE ?? 'data/contact-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** A token for a form shown now: issue time, a fresh submission id, and their signature. */
export function issueToken(secret: string, now = Date.now()): { token: string; submissionId: string } {
  const submissionId = randomUUID();
  const payload = `${now}.${submissionId}`;
  return { token: `${payload}.${sign(payload, secret)}`, submissionId };
}

export type TokenCheck = { ok: true; submissionId: string } | { ok: false; reason: 'invalid' | 'tooFast' | 'expired' };

/** Checks a token's signature (in constant time) and age. */
export function checkToken(token: unknown, secret: string, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^(\d{13})\.([0-9a-f-]{36})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, issued, submissionId, signature] = match;
  const expected = Buffer.from(sign(`${issued}.${submissionId}`, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return { ok: false, reason: 'invalid' };
  const age = now - Number(issued);
  if (age < minimumFillMs) return { ok: false, reason: 'tooFast' };
  if (age > maximumAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true, submissionId: submissionId! };
}
