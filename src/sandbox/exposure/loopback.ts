import { isIPv4, isIPv6 } from 'node:net';

/** First group of an IPv4 address in the loopback block 127.0.0.0/8. */
const isLoopbackV4 = (a: string): boolean => isIPv4(a) && a.split('.')[0] === '127';

/**
 * True when a listening host reaches only this machine (issue 13 §1 "The outbox is open"): `localhost`, an IPv4
 * address in 127.0.0.0/8, `::1` (any spelling, with or without brackets) or an IPv4-mapped loopback
 * (`::ffff:127.0.0.1`). Everything else — `0.0.0.0`, `::`, a LAN address, any other name — counts as reachable
 * from elsewhere: a name could resolve to anything, so the safe answer is "exposed".
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === 'localhost.') return true;
  if (isLoopbackV4(h)) return true;
  if (!isIPv6(h)) return false;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped?.[1]) return isLoopbackV4(mapped[1]);
  // Expand "::" so every spelling of ::1 (0:0:0:0:0:0:0:1, 0::1, …) compares equal.
  const [head = '', tail] = h.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.length === 8 && groups.slice(0, 7).every((g) => Number.parseInt(g, 16) === 0) && Number.parseInt(groups[7] ?? '', 16) === 1;
}

/**
 * Whether the sandbox's own pages (`/sandbox/*`) need the staff sign-in: yes when it listens on a host that is not
 * loopback only, or when `forced` (SANDBOX_EXPOSED=1: a loopback sandbox behind a reverse proxy is reachable from
 * wherever the proxy is). There is deliberately no way to open the pages on a non-loopback host.
 */
export const isExposed = (host: string, forced: boolean): boolean => forced || !isLoopbackHost(host);
