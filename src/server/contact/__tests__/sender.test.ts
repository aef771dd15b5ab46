/**
 * @jest-environment node
 */
import { senderOf } from '../sender';

describe('senderOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['', ''],
    ['unknown', 'unknown'],
  ])('%j is counted as %j', (ip, sender) => {
    expect(senderOf(ip)).toBe(sender);
  });

  it('tells /64 blocks apart', () => {
    expect(senderOf('2001:db8:1:2::1')).not.toBe(senderOf('2001:db8:1:3::1'));
    expect(senderOf('2001:db8:1:2::1')).toBe(senderOf('2001:db8:1:2:abcd::9'));
  });
});
