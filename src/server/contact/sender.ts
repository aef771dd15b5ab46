import net from 'node:net';

/** Eight 16-bit groups of an IPv6 address (net.isIPv6 said it is one), an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
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
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
