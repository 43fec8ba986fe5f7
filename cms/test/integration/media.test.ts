import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaDir } from '../../src/config/derived-settings'
import { expectJson } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const upload = async (png: Buffer, data: Record<string, unknown>) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'warehouse.png')
  body.append('_payload', JSON.stringify(data))
  return t.request('/api/media', { method: 'POST', as: 'admin', body })
}

describe('media library', () => {
  it('makes WebP copies 480, 960 and 1600 px wide, served under /media, and keeps the focal point', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1a5fe0' } })
      .png()
      .toBuffer()
    const { doc } = await expectJson(await upload(png, { alt: 'A blue warehouse wall', focalX: 30, focalY: 60 }), 201)
    expect(doc).toMatchObject({ url: `/media/${doc.filename}`, width: 2000, height: 1000, focalX: 30, focalY: 60 })
    for (const [name, width] of [
      ['small', 480],
      ['medium', 960],
      ['large', 1600],
    ] as const) {
      const size = doc.sizes[name]
      expect(size).toMatchObject({ width, height: width / 2, mimeType: 'image/webp' })
      expect(size.url).toBe(`/media/${size.filename}`)
      expect(fs.existsSync(path.join(mediaDir(), size.filename))).toBe(true)
      const served = await t.request(size.url)
      expect(served.status).toBe(200)
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'webp', width })
    }
    expect((await t.request(doc.url)).status).toBe(200)
  })

  it('never enlarges a small image', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const { doc } = await expectJson(await upload(png, { alt: 'Small' }), 201)
    expect(doc.sizes.small.width).toBe(480)
    expect(doc.sizes.medium.width).toBe(600)
    expect(doc.sizes.large.width).toBe(600)
  })

  it('requires alt text', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const res = await upload(png, {})
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/Alt text/i)
  })
})
