import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaDir } from '../../src/config/derived-settings'
import { expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let png: Buffer
beforeAll(async () => {
  t = await startTestServer()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0070f3' } })
    .png()
    .toBuffer()
})
afterAll(() => t?.close())

const form = (data: Uint8Array, name: string, type: string) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return body
}
const upload = (body: FormData | string, as: 'admin' | 'super_admin' = 'admin', headers?: Record<string, string>) =>
  t.request('/api/upload/image', { method: 'POST', as, body, headers })
const mediaCount = async () => (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs

describe('POST /api/upload/image', () => {
  it('refuses outsiders', async () => {
    await expectAdminOnly(t, '/api/upload/image', { method: 'POST', body: form(png, 'x.png', 'image/png') })
    expect(await mediaCount()).toBe(0)
  })

  it('stores an image and answers 201 with its /media/ path, which serves the file', async () => {
    const { url } = await expectJson(await upload(form(png, 'Warehouse photo.png', 'image/png')), 201)
    expect(url).toMatch(/^\/media\/.+\.png$/)
    const file = path.join(mediaDir(), decodeURIComponent(url.slice('/media/'.length)))
    expect(fs.readFileSync(file).equals(png)).toBe(true)
    const served = await fetch(t.baseUrl + url)
    expect(served.status).toBe(200)
  })

  it('takes the alt text from the `_payload` JSON, else from the file name', async () => {
    const withAlt = form(png, 'forklift.png', 'image/png')
    withAlt.append('_payload', JSON.stringify({ alt: ' A forklift in the warehouse ' }))
    const named = await expectJson(await upload(withAlt), 201)
    const unnamed = await expectJson(await upload(form(png, 'loading_bay-2.png', 'image/png')), 201)
    const altOf = async (url: string) => {
      const filename = decodeURIComponent(url.slice('/media/'.length))
      const { docs } = await t.payload.find({ collection: 'media', where: { filename: { equals: filename } } })
      return docs[0]?.alt
    }
    expect(await altOf(named.url)).toBe('A forklift in the warehouse')
    expect(await altOf(unnamed.url)).toBe('loading bay 2')
  })

  it('takes the type from the bytes, not the name', async () => {
    const { url } = await expectJson(await upload(form(png, 'photo.jpg', 'image/jpeg'), 'super_admin'), 201)
    expect(url).toMatch(/\.png$/)
  })

  it('refuses an SVG with 415', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expectProblem(
      await upload(form(svg, 'logo.svg', 'image/svg+xml')),
      415,
      'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
    )
  })

  it('refuses a renamed non-image with 415', async () => {
    await expectProblem(await upload(form(new TextEncoder().encode('just text'), 'fake.png', 'image/png')), 415)
    await expectProblem(await upload(form(Buffer.from('%PDF-1.4\n'), 'doc.png', 'image/png')), 415)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const before = await mediaCount()
    await expectProblem(await upload(form(big, 'big.png', 'image/png')), 413, 'The image is larger than 5 MB.')
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a request without a file with 400', async () => {
    const body = new FormData()
    body.append('other', 'x')
    await expectProblem(await upload(body), 400, 'Choose an image file to upload.')
  })

  it('refuses a body that is not multipart with 415', async () => {
    await expectProblem(await upload('{"file":"x"}', 'admin', { 'Content-Type': 'application/json' }), 415)
  })
})
