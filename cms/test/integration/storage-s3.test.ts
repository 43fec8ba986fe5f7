import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaDir } from '../../src/config/derived-settings'
import { startTestServer, type TestServer } from '../harness'

// A real S3-compatible server (s3rver, on loopback) behind @payloadcms/storage-s3.
const BUCKET = 'b1-media'
let s3dir: string
let s3server: S3rver
let s3: S3Client
let t: TestServer
let png: Buffer

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-s3-'))
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = (await s3server.run()) as AddressInfo
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  t = await startTestServer()
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0070f3' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  await t?.close()
  s3?.destroy()
  await s3server?.close()
  fs.rmSync(s3dir, { recursive: true, force: true })
})

const objectBytes = async (key: string) => {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}
const objectExists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  )

describe('media in S3-compatible object storage', () => {
  it('uploads over REST into the bucket, serves it under /media and deletes it from the bucket', async () => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Loading bay.png')
    body.append('_payload', JSON.stringify({ alt: 'The loading bay' }))
    const created = await t.request('/api/media', { method: 'POST', as: 'admin', body })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as {
      doc: { id: number; filename: string; sizes?: Record<string, { filename?: string | null }> }
    }

    // In the bucket, every size too, and not on the local disk.
    expect((await objectBytes(doc.filename)).equals(png)).toBe(true)
    const sizeFiles = Object.values(doc.sizes ?? {}).flatMap((size) => (size.filename ? [size.filename] : []))
    for (const file of sizeFiles) expect(await objectExists(file)).toBe(true)
    expect(fs.existsSync(path.join(mediaDir(), doc.filename))).toBe(false)

    const served = await fetch(`${t.baseUrl}/media/${encodeURIComponent(doc.filename)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const removed = await t.request(`/api/media/${doc.id}`, { method: 'DELETE', as: 'admin' })
    expect(removed.status).toBe(200)
    expect(await objectExists(doc.filename)).toBe(false)
    for (const file of sizeFiles) expect(await objectExists(file)).toBe(false)
    expect((await fetch(`${t.baseUrl}/media/${encodeURIComponent(doc.filename)}`)).status).toBe(404)
  })

  it('answers 404 for a file the bucket does not hold and refuses writes to /media', async () => {
    expect((await fetch(`${t.baseUrl}/media/nothing-here.png`)).status).toBe(404)
    expect((await fetch(`${t.baseUrl}/media/nothing-here.png`, { method: 'POST' })).status).toBe(405)
  })

  it('keeps uploads from anonymous visitors out', async () => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png')
    expect((await t.request('/api/media', { method: 'POST', body })).status).toBe(403)
  })
})
