import { contactMinFillMsFrom, defaultContactMinFillMs } from '../env';

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
