/**
 * @jest-environment node
 */
import { hashIp } from '../ip-hash';

describe('hashIp', () => {
  test('is the hex SHA-256 of salt + ip', () => {
    // sha256("pepper203.0.113.7"), computed independently (Python's hashlib).
    expect(hashIp('203.0.113.7', 'pepper')).toBe('8fc212f188c11cc380ea9112da8e6dba4197bb31854882f5e4d07602091e019f');
  });

  test('depends on the salt and never contains the address', () => {
    expect(hashIp('203.0.113.7', 'a')).not.toBe(hashIp('203.0.113.7', 'b'));
    expect(hashIp('203.0.113.7', 'a')).not.toContain('203');
    expect(hashIp('2001:db8::1', 'a')).toMatch(/^[0-9a-f]{64}$/);
  });
});
