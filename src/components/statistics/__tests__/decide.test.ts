import { consentKey, decideStatistics, optedOut, readConsent, writeConsent } from '../decide';

import { baidu, plausible, umami } from './fixtures';
const none = {};

describe('whether statistics load', () => {
  it.each([
    // provider, locale, signals, remembered choice → decision
    [null, 'zh', none, null, 'off'],
    [null, 'en', none, 'accepted', 'off'],
    [umami, 'zh', none, null, 'load'],
    [umami, 'en', none, null, 'load'],
    [plausible, 'en', none, null, 'load'],
    [plausible, 'en', none, 'declined', 'load'],
    [baidu, 'zh', none, null, 'load'],
    [baidu, 'en', none, null, 'ask'],
    [baidu, 'en', none, 'accepted', 'load'],
    [baidu, 'en', none, 'declined', 'off'],
    [umami, 'zh', { doNotTrack: '1' }, null, 'off'],
    [plausible, 'en', { globalPrivacyControl: true }, null, 'off'],
    [baidu, 'zh', { doNotTrack: '1' }, null, 'off'],
    [baidu, 'en', { globalPrivacyControl: true }, 'accepted', 'off'],
    [baidu, 'en', { doNotTrack: '0', globalPrivacyControl: false }, null, 'ask'],
    [umami, 'zh', { doNotTrack: 'unspecified' }, null, 'load'],
  ] as const)('%j on %s with %j and consent %s: %s', (config, locale, signals, consent, expected) => {
    expect(decideStatistics(config, locale, signals, consent)).toBe(expected);
  });

  it('reads DNT only as "1" and GPC only as true', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: null, globalPrivacyControl: undefined })).toBe(false);
    expect(optedOut({ doNotTrack: 'yes' })).toBe(false);
  });
});

describe('the remembered consent', () => {
  it('is kept per provider and survives a blocked storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readConsent(storage, baidu)).toBeNull();
    writeConsent(storage, baidu, 'declined');
    expect(store.get(consentKey(baidu))).toBe('declined');
    expect(readConsent(storage, baidu)).toBe('declined');
    expect(readConsent(storage, umami)).toBeNull();
    store.set(consentKey(baidu), 'maybe');
    expect(readConsent(storage, baidu)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(blocked, baidu)).toBeNull();
    expect(() => writeConsent(blocked, baidu, 'accepted')).not.toThrow();
    expect(readConsent(null, baidu)).toBeNull();
  });
});
