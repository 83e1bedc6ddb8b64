// Which host names and IP addresses belong to the public internet: one rule for custom domains,
// image addresses in documents and the PDF printer's fetches. Plain code: model/ runs in browsers.

/** Names that never reach the public internet. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'invalid', 'arpa', 'home.arpa'];

/** A name only a local network answers: localhost, printer.local, anything.internal... */
export function isPrivateName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** Loopback, private, shared (carrier-grade NAT), link-local, benchmarking, multicast and reserved IPv4 networks. */
const NOT_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** A dotted IPv4 address as one 32-bit number, or undefined when it is none. */
function ipv4Number(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) < 256))
    return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

const inIpv4Network = (value: number, [network, prefix]: readonly [string, number]) =>
  Math.floor(value / 2 ** (32 - prefix)) === Math.floor(ipv4Number(network)! / 2 ** (32 - prefix));

/** An IPv4 address anyone on the internet could reach. */
export function isPublicIpv4(address: string): boolean {
  const value = ipv4Number(address);
  return value !== undefined && !NOT_PUBLIC_IPV4.some((network) => inIpv4Network(value, network));
}

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail counts as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '');
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const value = ipv4Number(tail[1]!);
    if (value === undefined) return undefined;
    const high = Math.floor(value / 65536).toString(16);
    const low = (value % 65536).toString(16);
    text = `${text.slice(0, text.length - tail[1]!.length)}${high}:${low}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

/** The IPv4 address held in two IPv6 groups from `index` on. */
const ipv4At = (groups: number[], index: number) =>
  [
    groups[index]! >> 8,
    groups[index]! & 255,
    groups[index + 1]! >> 8,
    groups[index + 1]! & 255,
  ].join('.');

/**
 * An IPv6 address anyone on the internet could reach: global unicast (2000::/3) but for
 * documentation and Teredo, and an IPv4 address carried inside one (mapped, NAT64, 6to4) only when
 * that address is public. Loopback, unique-local, link-local and multicast are not.
 */
export function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const [first, second] = groups as [number, number];
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (zero(0, 5) && groups[5] === 0xffff) return isPublicIpv4(ipv4At(groups, 6));
  if (first === 0x64 && second === 0xff9b && zero(2, 6)) return isPublicIpv4(ipv4At(groups, 6));
  // 2002:a.b.c.d::/48 (6to4) is routed to that IPv4 address.
  if (first === 0x2002) return isPublicIpv4(ipv4At(groups, 1));
  if (first === 0x2001 && (second === 0x0db8 || second === 0)) return false;
  return first >= 0x2000 && first <= 0x3fff;
}

/** An IP address, as DNS answers it or a URL's host holds it ("[::1]"), that is on the public internet. */
export function isPublicAddress(address: string): boolean {
  return address.includes(':') ? isPublicIpv6(address) : isPublicIpv4(address);
}

/**
 * Whether a URL's host (as `new URL()` writes it: IPv4 dotted, IPv6 in brackets) is on the public
 * internet: a public address, or a name with a dot that no local network keeps to itself.
 */
export function isPublicHost(host: string): boolean {
  const name = host.replace(/\.$/, '');
  if (name.startsWith('[') || ipv4Number(name) !== undefined) return isPublicAddress(name);
  return name.includes('.') && !isPrivateName(name);
}
