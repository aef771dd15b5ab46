import { contactMinFillMsFrom, defaultContactMinFillMs, trustProxyFrom } from '../env';

describe('CONTACT_MIN_FILL_MS', () => {
  it('is 3 s unless set', () => {
    expect(defaultContactMinFillMs).toBe(3000);
    expect(contactMinFillMsFrom({})).toBe(3000);
    expect(contactMinFillMsFrom({ CONTACT_MIN_FILL_MS: ' ' })).toBe(3000);
  });

  it('takes a whole number of milliseconds, 0 included (the test servers)', () => {
    expect(contactMinFillMsFrom({ CONTACT_MIN_FILL_MS: '0' })).toBe(0);
    expect(contactMinFillMsFrom({ CONTACT_MIN_FILL_MS: '50' })).toBe(50);
  });

  it.each(['3s', '-1', '1.5', 'fast', '1e3'])('refuses %s with a message naming the variable', (value) => {
    expect(() => contactMinFillMsFrom({ CONTACT_MIN_FILL_MS: value })).toThrow(
      `CONTACT_MIN_FILL_MS must be a whole number of milliseconds (e.g. 3000), got "${value}"`,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(trustProxyFrom({})).toBe(false);
    expect(trustProxyFrom({ TRUST_PROXY: ' ' })).toBe(false);
    expect(trustProxyFrom({ TRUST_PROXY: 'false' })).toBe(false);
  });

  it('takes the forms Express documents', () => {
    expect(trustProxyFrom({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFrom({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustProxyFrom({ TRUST_PROXY: '0' })).toBe(0);
    expect(trustProxyFrom({ TRUST_PROXY: 'loopback' })).toEqual(['loopback']);
    expect(trustProxyFrom({ TRUST_PROXY: 'loopback, linklocal,uniquelocal' })).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
    expect(trustProxyFrom({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, fc00::/7, ::1, 10.0.0.0/255.0.0.0' })).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fc00::/7',
      '::1',
      '10.0.0.0/255.0.0.0',
    ]);
  });

  it.each(['yes', 'TRUE ', 'on', '1.5', '-1', '10.0.0.0/33', '::1/129', '300.1.1.1', 'loopback,,', 'proxy.example'])(
    'refuses %j with a message naming the variable and the accepted forms',
    (value) => {
      expect(() => trustProxyFrom({ TRUST_PROXY: value })).toThrow(
        /^TRUST_PROXY must be true, false, a number of proxy hops \(e\.g\. 1\) or a comma-separated list of IP addresses, CIDR ranges and the names loopback, linklocal, uniquelocal/,
      );
    },
  );
});
