import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REFUSED_BODY_LINGER_MS, refuse, refusalBody } from './refusal'

describe('refusalBody', () => {
  it("is the contract's { detail }, Payload's { detail, errors } or text, by the route's form", () => {
    expect(JSON.parse(refusalBody('contract', 'No.').body)).toEqual({ detail: 'No.' })
    expect(JSON.parse(refusalBody('payload', 'No.').body)).toEqual({ detail: 'No.', errors: [{ message: 'No.' }] })
    expect(refusalBody('text', 'No.')).toEqual({ contentType: 'text/plain; charset=utf-8', body: 'No.' })
  })
})

describe('refuse', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = http.createServer((req, res) =>
      req.url === '/head'
        ? refuse(res, 'text', 405, 'Not here.', { headers: { Allow: 'GET' }, head: true })
        : refuse(res, 'contract', 413, 'Too big.', { unread: true }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends the status, the body and no-store', async () => {
    const res = await fetch(`${base}/api/x`)
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ detail: 'Too big.' })
  })

  it('delivers the answer to a client still sending a body, then cuts a body that goes on too long', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1')
    socket.write('POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n')
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', () => {})
    const drip = setInterval(() => socket.writable && socket.write(Buffer.alloc(64 * 1024)), 10)
    const closed = new Promise<number>((resolve) => {
      const started = performance.now()
      socket.on('close', () => resolve(performance.now() - started))
    })
    const ms = await closed
    clearInterval(drip)
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(ms).toBeGreaterThanOrEqual(REFUSED_BODY_LINGER_MS - 100)
    expect(ms).toBeLessThan(REFUSED_BODY_LINGER_MS + 2000)
  })

  it('adds the given headers, and sends no body to HEAD', async () => {
    const res = await fetch(`${base}/head`, { method: 'HEAD' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect(res.headers.get('content-length')).toBe('9')
    expect(await res.text()).toBe('')
  })
})
