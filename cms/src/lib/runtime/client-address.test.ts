import { describe, expect, it } from 'vitest'

import { clientGroup } from './client-address'

describe('clientGroup', () => {
  it('keeps IPv4 addresses, and IPv4-mapped IPv6 ones as IPv4', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientGroup('2001:db8:1234:5678:1:2:3:4')
    expect(a).toBe('2001:db8:1234:5678::/64')
    expect(clientGroup('2001:0db8:1234:5678:ffff:ffff:ffff:ffff')).toBe(a)
    expect(clientGroup('2001:db8:1234:5678::1')).toBe(a)
    expect(clientGroup('2001:DB8:1234:5678::abcd%eth0')).toBe(a)
    expect(clientGroup('2001:db8:1234:5679::1')).not.toBe(a)
  })

  it('expands :: in the network part', () => {
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientGroup('::1')).toBe('0:0:0:0::/64')
  })

  it('leaves anything else as it is', () => {
    expect(clientGroup('unknown')).toBe('unknown')
  })
})
