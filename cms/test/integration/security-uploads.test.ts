import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaDir } from '../../src/config/derived-settings'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let polyglot: Buffer
beforeAll(async () => {
  t = await startTestServer()
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0070f3' } })
    .png()
    .toBuffer()
  polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.domain)</script></html>')])
})
afterAll(() => t?.close())

const form = (data: Uint8Array, name: string, type: string) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type }), name)
  body.append('_payload', JSON.stringify({ alt: 'x' }))
  return body
}

describe('uploads never become documents or scripts', () => {
  for (const name of ['banner.html', 'banner.htm', 'banner.js', 'banner.svg', 'banner']) {
    it(`Payload REST: a PNG+HTML polyglot named ${name} is stored and served as a PNG`, async () => {
      const res = await t.request('/api/media', {
        method: 'POST',
        as: 'admin',
        body: form(polyglot, name, 'text/html'),
      })
      expect(res.status).toBe(201)
      const { doc } = (await res.json()) as { doc: { filename: string; mimeType: string } }
      expect(doc.filename).toMatch(/^banner(-\d+)?\.png$/)
      expect(doc.mimeType).toBe('image/png')
      const served = await fetch(`${t.baseUrl}/media/${encodeURIComponent(doc.filename)}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toContain('sandbox')
    })
  }

  it('the contract upload names the file by its bytes too', async () => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(polyglot)], { type: 'text/html' }), 'banner.html')
    const res = await t.request('/api/upload/image', { method: 'POST', as: 'admin', body })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { url: string }).url).toMatch(/\.png$/)
  })

  it('Payload REST refuses a file that is not an image with 4xx and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const res = await t.request('/api/media', { method: 'POST', as: 'admin', body: form(html, 'x.png', 'image/png') })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('/media answers 404 for any stored file that is not an image type', async () => {
    for (const name of ['evil.html', 'evil.htm', 'evil.js', 'evil.txt']) {
      fs.writeFileSync(path.join(mediaDir(), name), '<script>alert(1)</script>')
      const res = await fetch(`${t.baseUrl}/media/${name}`)
      expect(res.status, name).toBe(404)
      expect(res.headers.get('content-type')).not.toMatch(/html|javascript|svg/)
    }
    fs.writeFileSync(path.join(mediaDir(), 'evil.png.html'), '<script>alert(1)</script>')
    expect((await fetch(`${t.baseUrl}/media/evil.png%2ehtml`)).status).toBe(404)
  })

  it('an SVG logo is stored sanitised: no script, handler or outside reference reaches /media', async () => {
    const evil = new TextEncoder().encode(
      [
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)">',
        '<script>alert(document.domain)</script>',
        '<image href="https://evil.example/pixel.png" width="1" height="1"/>',
        '<rect width="40" height="20" fill="#1a5fe0" onmouseover="alert(2)" style="fill:url(https://evil.example/a)"/>',
        '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
        '</svg>',
      ].join(''),
    )
    const res = await t.request('/api/media', {
      method: 'POST',
      as: 'admin',
      body: form(evil, 'logo.html', 'text/html'),
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; mimeType: string; url: string } }
    expect(doc.filename).toMatch(/^logo(-\d+)?\.svg$/)
    expect(doc.mimeType).toBe('image/svg+xml')
    const served = await fetch(`${t.baseUrl}${doc.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(served.headers.get('content-disposition')).toBe('attachment')
    const text = await served.text()
    expect(text).toContain('<rect width="40" height="20" fill="#1a5fe0"')
    for (const bad of ['script', 'alert', 'onload', 'onmouseover', 'evil.example', 'foreignObject', 'iframe'])
      expect(text, bad).not.toContain(bad)
  })

  it('an SVG with nothing left to draw is refused with 415 and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const onlyScript = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const res = await t.request('/api/media', {
      method: 'POST',
      as: 'admin',
      body: form(onlyScript, 'x.svg', 'image/svg+xml'),
    })
    expect(res.status).toBe(415)
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('an SVG put on the disk by other means still cannot run on the site', async () => {
    fs.writeFileSync(path.join(mediaDir(), 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const res = await fetch(`${t.baseUrl}/media/evil.svg`)
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    expect(res.headers.get('content-disposition')).toBe('attachment')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
