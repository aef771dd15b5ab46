import net from 'node:net';

/** Eight 16-bit groups of an IPv6 address (net.isIPv6 said it is one), an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tailStart = text.lastIndexOf(':') + 1;
  // net.isIPv6 accepted it: a dotted tail is four decimal bytes.
  if (text.includes('.', tailStart)) {
    const [a, b, c, d] = text.slice(tailStart).split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, tailStart)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who a rate limit counts, from a client address: an IPv4 address is one sender; an IPv6 sender
 * is its /64, the smallest block a provider hands a customer (RFC 6177), within which one machine
 * can take a fresh address for every request. IPv4-mapped IPv6 (`::ffff:192.0.2.1`, what a
 * dual-stack socket reports) is the IPv4 address. Anything else is counted as it is written.
 */
export function senderOf(ip: string): string {
  let address = ip.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  // A zone (fe80::1%eth0) names the interface, not the sender.
  if (address.includes('%')) address = address.slice(0, address.indexOf('%'));
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
