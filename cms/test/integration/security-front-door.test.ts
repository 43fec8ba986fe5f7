/**
 * Regression tests for the second security review (issue 23), front door: request targets,
 * multipart bodies, slow clients and per-client caps, over real sockets.
 */
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let port: number
beforeAll(async () => {
  // Read when the server is created: a short body timeout and a small per-client cap, to see both.
  process.env.BODY_TIMEOUT_MS = '2000'
  process.env.CLIENT_CONCURRENCY = '4'
  t = await startTestServer()
  port = Number(new URL(t.baseUrl).port)
})
afterAll(async () => {
  delete process.env.BODY_TIMEOUT_MS
  delete process.env.CLIENT_CONCURRENCY
  await t?.close()
})

/** Sends `head` (and `body`) on a raw socket, exactly as written; resolves with the status line's code. */
function rawStatus(head: string, body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body))
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (match) {
        resolve(Number(match[1]))
        socket.destroy()
      }
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(0))
  })
}

/** A socket that sends a request's headers, then its body one byte at a time; `answer` is its status (0 if none). */
function slowPost(path: string, ip: string, everyMs = 300) {
  const socket = net.connect(port, '127.0.0.1')
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Forwarded-For: ${ip}\r\n\r\n`,
  )
  const drip = setInterval(() => socket.writable && socket.write('{'), everyMs)
  let text = ''
  const answer = new Promise<number>((resolve) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (match) resolve(Number(match[1]))
    })
    socket.on('close', () => resolve(0))
    socket.on('error', () => resolve(0))
  })
  return {
    answer,
    end: () => {
      clearInterval(drip)
      socket.destroy()
    },
  }
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

describe('request targets (cache poisoning through //host and absolute-form)', () => {
  const get = (target: string) => rawStatus(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)

  it('answers an ordinary path', async () => {
    expect(await get('/api/faqs')).toBe(200)
  })

  for (const target of [
    '//evil.example/api/faqs',
    '/\\evil.example/api/faqs',
    'http://attacker.example/api/faqs',
    '//evil.example/faqs',
    '*',
  ])
    it(`refuses ${target} with 400`, async () => {
      expect(await get(target)).toBe(400)
    })
})

describe('multipart bodies', () => {
  const boundary = 'b1boundary'
  const send = (path: string, body: string, extra = '') =>
    rawStatus(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n`,
      body,
    )

  /**
   * One `_payload` part whose content is `name="_payload"` lines with no blank line after them: a
   * regex looking for the part headers' end from each of them scanned the rest every time.
   */
  const poisoned = (repeats: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${Array(repeats).fill('name="_payload"').join('\r\n')}\r\n--${boundary}--\r\n`

  for (const [path, repeats] of [
    ['/api/users/login', 17_000],
    ['/api/media', 20_000],
  ] as const)
    it(`${path}: ${repeats} repeated part headers are refused while /api/health/live stays quick`, async () => {
      const attack = timed(() => send(path, poisoned(repeats)))
      // The probe goes out once the attack's body has been handed over.
      await new Promise((resolve) => setTimeout(resolve, 50))
      const live = await timed(() => fetch(`${t.baseUrl}/api/health/live`))
      expect(live.value.status).toBe(200)
      expect(live.ms).toBeLessThan(1000)
      const { value: status, ms } = await attack
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(ms).toBeLessThan(2000)
    })

  it('caps the number of parts', async () => {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`
    const body = part.repeat(80_000) + `--${boundary}--\r\n`
    const res = await fetch(`${t.baseUrl}/api/media`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Authorization: `Bearer ${t.accounts.admin.token}`,
      },
      body,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/at most 8 parts/)
  })

  it('takes a file only where uploads are', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: t.accounts.user.email, password: t.accounts.user.password }))
    form.append('file', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'x.png')
    const res = await fetch(`${t.baseUrl}/api/users/login`, { method: 'POST', body: form })
    expect(res.status).toBe(415)
  })

  it('a non-upload route takes no more than 1 MB of multipart', async () => {
    const body = poisoned(0).replace('\r\n\r\n', `\r\n\r\n{"a":"${'x'.repeat(1100 * 1024)}"}`)
    expect(await send('/api/users/login', body)).toBe(413)
  })
})

describe('slow clients', () => {
  it('two bodies sent a byte at a time take no slot: the API keeps answering', async () => {
    const slow = [slowPost('/api/forms/contact', '192.0.2.1'), slowPost('/api/forms/contact', '192.0.2.2')]
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const me = await timed(() => fetch(`${t.baseUrl}/api/auth/me`))
      expect(me.value.status).toBe(401)
      expect(me.ms).toBeLessThan(1500)
    } finally {
      for (const s of slow) s.end()
    }
  })

  it('a body still arriving after the body timeout is refused with 408', async () => {
    const slow = slowPost('/api/forms/contact', '192.0.2.3')
    try {
      const { value, ms } = await timed(() => slow.answer)
      expect(value).toBe(408)
      expect(ms).toBeGreaterThan(1500)
      expect(ms).toBeLessThan(5000)
    } finally {
      slow.end()
    }
  })

  it('one client gets at most CLIENT_CONCURRENCY requests in progress; other clients are unaffected', async () => {
    const held = Array.from({ length: 4 }, () => slowPost('/api/forms/contact', '198.51.100.40'))
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const fifth = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { 'X-Forwarded-For': '198.51.100.40' } })
      expect(fifth.status).toBe(429)
      expect(fifth.headers.get('retry-after')).toBe('1')
      const other = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { 'X-Forwarded-For': '198.51.100.41' } })
      expect(other.status).toBe(401)
    } finally {
      for (const s of held) s.end()
    }
  })
})

describe('IPv6 clients', () => {
  it('every address of one /64 shares the sign-in allowance', async () => {
    await setRateLimit('login', undefined, t.payload)
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) {
      const res = await fetch(`${t.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `2001:db8:42:7::${i.toString(16)}` },
        body: JSON.stringify({ email: `v6-${i}@test.example`, password: 'wrong-password-x' }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
