import type { AddressInfo } from 'node:net'

import express from 'express'
import { describe, expect, it } from 'vitest'

import { pinPublicOrigin } from './public-origin'

/**
 * What React Router's express adapter builds the loaders' request URL from (req.protocol,
 * req.hostname, the Host header's port), behind the default proxy trust.
 */
async function seenOrigin(headers: Record<string, string>): Promise<string> {
  const app = express()
  app.set('trust proxy', 'loopback')
  let seen = ''
  app.all('*splat', pinPublicOrigin('https://www.clearpath.example'), (req, res) => {
    seen = `${req.protocol}://${req.hostname} ${req.get('host')}`
    res.end()
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`, { headers })
  } finally {
    server.close()
  }
  return seen
}

describe('pinPublicOrigin', () => {
  it('ignores a forged Host header', async () => {
    expect(await seenOrigin({ Host: 'evil.example' })).toBe('https://www.clearpath.example www.clearpath.example')
  })

  it('ignores a forged X-Forwarded-Host and X-Forwarded-Proto', async () => {
    expect(await seenOrigin({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' })).toBe(
      'https://www.clearpath.example www.clearpath.example',
    )
  })
})
