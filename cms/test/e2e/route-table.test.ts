/**
 * The route table against the built server (issue 33): no path escapes its body limit, the portal is
 * never cached however it is spelt, and no flood of oversized bodies can exhaust memory under the
 * production image's heap cap (spawnServer runs with the Dockerfile's NODE_OPTIONS).
 */
import fs from 'node:fs'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startOwnServer } from './server-process'

const PORT = 4213
const base = `http://127.0.0.1:${PORT}`
let own: Awaited<ReturnType<typeof startOwnServer>>

beforeAll(async () => {
  own = await startOwnServer(PORT, { SEED_ADMIN_PASSWORD: 'route-table-1' })
}, 200_000)

afterAll(() => own?.stop())

/** The server process's resident memory, in MB. */
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${own.child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/**
 * Posts a body of `megabytes` to `target` as client `ip`: declared up front, or chunked and sent as
 * fast as the socket takes it. Resolves with the status and how long the answer took (0: none).
 */
function oversized(target: string, ip: string, megabytes: number, chunked: boolean, method = 'POST') {
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const started = performance.now()
    const socket = net.connect(PORT, '127.0.0.1')
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    let sent = 0
    let text = ''
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${megabytes * chunk.length}`
    const pump = () => {
      while (sent < megabytes && socket.writable) {
        sent++
        const more = chunked
          ? socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write('\r\n')
          : socket.write(chunk)
        if (!more) return void socket.once('drain', pump)
      }
    }
    socket.on('connect', () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${ip}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
      )
      pump()
    })
    socket.on('data', (data) => {
      text += data.toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (match) {
        resolve({ status: Number(match[1]), ms: performance.now() - started })
        socket.destroy()
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve({ status: 0, ms: performance.now() - started }))
  })
}

describe('the portal behind the body limit (one anonymous 30 MB post swelled the process by 350 MB)', () => {
  it('refuses 30 MB posted to /portal/login in any spelling with 413, at once', async () => {
    for (const target of ['/portal/login', '/PORTAL/login', '/%50ORTAL/login', '/portal/login.data'])
      for (const chunked of [false, true]) {
        const { status, ms } = await oversized(target, '198.51.100.7', 30, chunked)
        expect(status, `${target} chunked=${chunked}`).toBe(413)
        expect(ms, target).toBeLessThan(10_000)
      }
  })
})

describe('the portal is never cached, however it is spelt', () => {
  it('answers every spelling with no public Cache-Control and no page-cache entry', async () => {
    for (const target of [
      '/portal/login',
      '/%50ORTAL/login',
      '/%70ortal/reset-password/anything',
      '/portal.data?_routes=routes/portal/layout',
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}${target}`, { redirect: 'manual' })
        expect(res.headers.get('cache-control') ?? '', target).toContain('no-store')
        expect(res.headers.get('x-cache'), target).toBeNull()
        await res.arrayBuffer()
      }
    }
  })

  it('keeps no search results: random queries cannot push pages out of the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/search?q=random${Date.now()}`)
      expect(res.headers.get('x-cache')).not.toBe('HIT')
      expect(res.headers.get('cache-control')).toContain('no-store')
      await res.arrayBuffer()
    }
  })

  it('stores a public page only under its one spelling', async () => {
    await (await fetch(`${base}/faqs`)).arrayBuffer()
    expect((await fetch(`${base}/faqs`)).headers.get('x-cache')).toBe('HIT')
    for (const spelling of ['/FAQS', '/%66aqs', '/faqs/']) {
      await (await fetch(`${base}${spelling}`, { redirect: 'manual' })).arrayBuffer()
      const again = await fetch(`${base}${spelling}`, { redirect: 'manual' })
      expect(again.headers.get('x-cache'), spelling).not.toBe('HIT')
      await again.arrayBuffer()
    }
  })
})

describe('no request can exhaust memory', () => {
  it(
    'answers oversized bodies to every kind of route from several clients at once with 413, within the body timeout, its RSS bounded',
    { timeout: 120_000 },
    async () => {
      const targets = [
        '/portal/login',
        '/PORTAL/login',
        '/contact',
        '/',
        '/api/forms/contact',
        '/api/posts',
        '/api/media',
        '/api/upload/image',
        '/admin/login',
        '/api/health/live',
        '/api/analytics/view',
        '/api/nope',
        '/no-such-page',
      ]
      const before = rssMb()
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50)
      const answers = await Promise.all(
        targets.flatMap((target, i) =>
          [0, 1, 2].map((client) => oversized(target, `203.0.113.${client + 1}`, 60, (i + client) % 2 === 0)),
        ),
      )
      clearInterval(sampler)
      for (const [i, answer] of answers.entries()) {
        const target = targets[Math.floor(i / 3)]
        // 413; 405 where the route takes no POST (refused before the body is read); 411 for a chunked
        // body to the admin, whose bodies must declare their length; 429 when that client already had
        // its cap of requests in progress.
        expect([405, 411, 413, 429], target).toContain(answer.status)
        expect(answer.ms, target).toBeLessThan(10_000)
      }
      expect(answers.filter((answer) => answer.status === 413).length).toBeGreaterThan(targets.length)
      expect(own.child.exitCode).toBeNull()
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200)
      // Three clients sent 2.3 GB between them; the process held a few buffers' worth at most.
      expect(peak - before).toBeLessThan(150)
    },
  )

  it('answers a TRACE with a body on every kind of route with 405 at once', async () => {
    for (const target of ['/', '/portal/login', '/api/health/live', '/api/posts', '/admin', '/media/x.png']) {
      const { status, ms } = await oversized(target, '192.0.2.9', 1, false, 'TRACE')
      expect(status, target).toBe(405)
      expect(ms, target).toBeLessThan(2000)
    }
  })
})
