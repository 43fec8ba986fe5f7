import { isIPv6 } from 'node:net'

/** The hextets of an IPv6 address, `::` expanded and an embedded IPv4 tail counted as two. */
function hextets(address: string): string[] {
  const [head, tail] = address.split('::')
  const part = (s: string | undefined) => (!s ? [] : s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])))
  const left = part(head)
  const right = part(tail)
  if (tail === undefined) return left
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * The key a client is counted under by per-client limits: its IPv4 address, or the /64 network of
 * its IPv6 address (one subscriber is routinely given a whole /64, so counting each address would
 * give one attacker 2^64 allowances). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]
  const bare = address.split('%')[0]
  if (!isIPv6(bare)) return address
  const network = hextets(bare.toLowerCase())
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
  return `${network.join(':')}::/64`
}
