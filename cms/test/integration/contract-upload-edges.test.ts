/**
 * The upload contract's edges: what Payload's multipart parser refuses, empty files, the stored
 * name and alt text derived from the uploaded name, and names Payload makes unique.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let png: Buffer
beforeAll(async () => {
  t = await startTestServer()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a050' } })
    .png()
    .toBuffer()
})
afterAll(() => t?.close())

const form = (data: Uint8Array, name: string, type = 'image/png') => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return body
}
const upload = (body: FormData | string, headers?: Record<string, string>) =>
  t.request('/api/upload/image', { method: 'POST', as: 'admin', body, headers })
const mediaCount = async () => (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const stored = async (url: string) => {
  const filename = decodeURIComponent(url.slice('/media/'.length))
  const { docs } = await t.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

describe('POST /api/upload/image: bodies the parser refuses', () => {
  it('answers 400 "could not be read" for well-formed multipart that Payload\'s parser will not take, and stores nothing', async () => {
    // Valid multipart (the parameter name is case-insensitive), but Payload looks for a lower-case
    // "boundary=" and refuses the request as not a file upload.
    const before = await mediaCount()
    const body = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from('\r\n--xyz--\r\n'),
    ])
    const res = await fetch(`${t.baseUrl}/api/upload/image`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${t.accounts.admin.token}`,
        'Content-Type': 'multipart/form-data; BOUNDARY=xyz',
      },
      body,
    })
    await expectProblem(res, 400, 'The upload could not be read.')
    expect(await mediaCount()).toBe(before)
  })

  it("passes Payload's own 400 through when the file field is text, not a file", async () => {
    const body = new FormData()
    body.append('file', 'just a string')
    await expectProblem(await upload(body), 400, 'A file name is required.')
  })

  it('refuses a content type that only mentions multipart/form-data with 415', async () => {
    await expectProblem(
      await upload('x', { 'Content-Type': 'text/plain; note=multipart/form-data' }),
      415,
      'Send the image as multipart/form-data with a "file" field.',
    )
  })
})

describe('POST /api/upload/image: missing and wrong files', () => {
  it('refuses an empty file with 400 and the message on the file field', async () => {
    const problem = await expectProblem(await upload(form(new Uint8Array(0), 'empty.png')), 400)
    expect(problem.detail).toBe('Choose an image file to upload.')
    expect(problem.errors).toEqual({ file: 'Choose an image file to upload.' })
  })

  it('puts the "no file" message on the file field', async () => {
    const body = new FormData()
    body.append('other', 'x')
    const problem = await expectProblem(await upload(body), 400)
    expect(problem.errors).toEqual({ file: 'Choose an image file to upload.' })
  })

  it('puts the "not an image" message on the file field', async () => {
    const problem = await expectProblem(await upload(form(new TextEncoder().encode('hello'), 'a.png')), 415)
    expect(problem.errors).toEqual({ file: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.' })
  })
})

describe('POST /api/upload/image: the stored name and alt text', () => {
  it('keeps the name up to its last dot, with the extension read from the bytes', async () => {
    const { url } = await expectJson(await upload(form(png, 'site.plan.v2.jpg')), 201)
    expect(url).toBe('/media/site.plan.v2.png')
    expect((await stored(url)).alt).toBe('site.plan.v2')
  })

  it('turns runs of dashes and underscores into one space in the alt text', async () => {
    const { url } = await expectJson(await upload(form(png, 'cold__store--aisle_3.png')), 201)
    expect(url).toBe('/media/cold__store--aisle_3.png')
    expect((await stored(url)).alt).toBe('cold store aisle 3')
  })

  it('cuts a long name, and its alt text, to 80 characters', async () => {
    const long = 'a'.repeat(100)
    const { url } = await expectJson(await upload(form(png, `${long}.png`)), 201)
    expect(url).toBe(`/media/${'a'.repeat(80)}.png`)
    expect((await stored(url)).alt).toBe('a'.repeat(80))
  })

  it('names a file with nothing before its extension "image"', async () => {
    const { url } = await expectJson(await upload(form(png, '.png')), 201)
    expect(url).toMatch(/^\/media\/image(-\d+)?\.png$/)
    expect((await stored(url)).alt).toBe('image')
  })

  it('answers the name Payload made unique when the name is taken', async () => {
    const first = await expectJson(await upload(form(png, 'dock-door.png')), 201)
    const second = await expectJson(await upload(form(png, 'dock-door.png')), 201)
    expect(first.url).toBe('/media/dock-door.png')
    expect(second.url).not.toBe(first.url)
    expect(second.url).toMatch(/^\/media\/dock-door-\d+\.png$/)
    expect((await fetch(t.baseUrl + second.url)).status).toBe(200)
    expect((await stored(second.url)).alt).toBe('dock door')
  })
})
