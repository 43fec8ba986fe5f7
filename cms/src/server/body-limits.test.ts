import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES } from '../shared/constants'
import {
  MAX_DOCUMENT_JSON_BYTES,
  MAX_FORM_BYTES,
  MAX_JSON_DEPTH,
  MAX_MULTIPART_BYTES,
  bodyLimit,
  checkMultipart,
  jsonDepth,
  readBody,
} from './body-limits'
import type { BodyPolicy } from './route-table'

const TOO_DEEP = { status: 400, detail: 'The request body is nested too deeply.' }
const UNREADABLE_FORM = { status: 400, detail: 'The multipart body could not be read.' }
const BOUNDARY = 'b1-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** A request as readBody sees it: a stream with a method, a URL and headers. */
function incoming(method: string, url: string, headers: Record<string, string> = { 'transfer-encoding': 'chunked' }) {
  return Object.assign(new PassThrough(), { method, url, headers }) as unknown as IncomingMessage & PassThrough
}

/** Sends `body` through a fake request and reads it. */
function read(
  body: string | Buffer,
  headers: Record<string, string> = {},
  url = '/api/x',
  policy: BodyPolicy = 'small',
) {
  const req = incoming('POST', url, { 'transfer-encoding': 'chunked', ...headers })
  const result = readBody(req, { policy })
  req.end(body)
  return { req, result }
}

type Part = { name: string; value: string; file?: string }
const form = (parts: Part[]) =>
  Buffer.from(
    parts
      .map(({ name, value, file }) =>
        [
          `--${BOUNDARY}`,
          `Content-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}`,
          ...(file ? ['Content-Type: image/png'] : []),
          '',
          value,
        ].join('\r\n'),
      )
      .join('\r\n') + `\r\n--${BOUNDARY}--\r\n`,
  )
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('bodyLimit', () => {
  const limit = (headers: Record<string, string>, policy: BodyPolicy) =>
    bodyLimit(incoming('POST', '/x', headers), policy)

  it('allows an upload route its multipart size, and other multipart a form’s size', () => {
    expect(limit({ 'content-type': MULTIPART }, 'upload')).toBe(MAX_MULTIPART_BYTES)
    expect(limit({ 'content-type': 'Multipart/Form-Data; boundary=x' }, 'small')).toBe(MAX_FORM_BYTES)
  })

  it('allows a document route a whole document in any encoding, every other body 100 KB, and none where none is taken', () => {
    expect(limit({ 'content-type': 'application/json' }, 'document')).toBe(MAX_DOCUMENT_JSON_BYTES)
    expect(limit({ 'content-type': MULTIPART }, 'document')).toBe(MAX_DOCUMENT_JSON_BYTES)
    expect(limit({ 'content-type': 'application/json' }, 'small')).toBe(MAX_BODY_BYTES)
    expect(limit({ 'content-type': 'application/json' }, 'upload')).toBe(MAX_BODY_BYTES)
    expect(limit({}, 'small')).toBe(MAX_BODY_BYTES)
    expect(limit({ 'content-type': 'text/multipart/form-data' }, 'small')).toBe(MAX_BODY_BYTES)
    expect(limit({}, 'none')).toBe(0)
  })
})

describe('jsonDepth', () => {
  it('counts nested arrays and objects', () => {
    expect(jsonDepth('1')).toBe(0)
    expect(jsonDepth('{}')).toBe(1)
    expect(jsonDepth('[[]]')).toBe(2)
    expect(jsonDepth('{"a":[1,{"b":2}],"c":{}}')).toBe(3)
    expect(jsonDepth('[][][]')).toBe(1)
    expect(jsonDepth('{}{}{}')).toBe(1)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('"{[{["')).toBe(0)
    expect(jsonDepth('["\\"[[", "]]"]')).toBe(1)
    expect(jsonDepth('"\\\\"[[]]')).toBe(2)
  })

  it('stops counting once past the maximum', () => {
    expect(jsonDepth(nested(10), 3)).toBe(4)
    expect(jsonDepth(nested(MAX_JSON_DEPTH + 10))).toBe(MAX_JSON_DEPTH + 1)
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH)
  })
})

describe('readBody', () => {
  it('reads nothing from a request that declares no body, whatever its method', async () => {
    for (const method of ['GET', 'POST', 'TRACE']) {
      const req = incoming(method, '/api/x', {})
      expect(await readBody(req, { policy: 'small' })).toBeUndefined()
      expect(req.rawBody).toBeUndefined()
    }
  })

  it('holds a body declared on any method to its limit: a GET or TRACE cannot send 30 MB', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'DELETE']) {
      const req = incoming(method, '/api/x', { 'content-length': '30000000' })
      expect((await readBody(req, { policy: 'small' }))?.status).toBe(413)
    }
    const chunked = incoming('GET', '/api/x', { 'transfer-encoding': 'chunked' })
    const result = readBody(chunked, { policy: 'small' })
    chunked.write(Buffer.alloc(MAX_BODY_BYTES + 1))
    expect((await result)?.status).toBe(413)
  })

  it('leaves a declared body unread for its handler, holds it to a document, and wants its length declared', async () => {
    const within = incoming('POST', '/admin', { 'content-length': '10' })
    expect(await readBody(within, { policy: 'declared' })).toBeUndefined()
    expect(within.rawBody).toBeUndefined()
    const over = incoming('POST', '/admin', { 'content-length': String(MAX_DOCUMENT_JSON_BYTES + 1) })
    expect((await readBody(over, { policy: 'declared' }))?.status).toBe(413)
    const chunked = incoming('POST', '/admin', { 'transfer-encoding': 'chunked' })
    expect((await readBody(chunked, { policy: 'declared' }))?.status).toBe(411)
  })

  it('refuses any body where the route takes none', async () => {
    const req = incoming('GET', '/media/x.png', { 'content-length': '1' })
    expect(await readBody(req, { policy: 'none' })).toEqual({
      status: 413,
      detail: 'This address takes no request body.',
    })
  })

  it('keeps the whole body for the handlers and lets it go on', async () => {
    const { req, result } = read('{"a":1}', { 'content-type': 'application/json' })
    expect(await result).toBeUndefined()
    expect(req.rawBody?.toString()).toBe('{"a":1}')
    for (const event of ['data', 'end', 'error', 'close']) expect(req.listenerCount(event)).toBe(0)
    expect(req.isPaused()).toBe(false)
  })

  it('refuses a declared length over the limit at once, in KB or MB', async () => {
    const over = (limit: number) => String(limit + 1)
    const req = incoming('POST', '/api/x', { 'content-length': over(MAX_BODY_BYTES) })
    expect(await readBody(req, { policy: 'small' })).toEqual({
      status: 413,
      detail: 'The request body is too large (100 KB at most).',
    })
    const formReq = incoming('POST', '/api/x', { 'content-type': MULTIPART, 'content-length': over(MAX_FORM_BYTES) })
    expect((await readBody(formReq, { policy: 'small' }))?.detail).toBe('The request body is too large (1 MB at most).')
    const upload = incoming('POST', '/api/media', {
      'content-type': MULTIPART,
      'content-length': over(MAX_MULTIPART_BYTES),
    })
    expect((await readBody(upload, { policy: 'upload' }))?.detail).toBe('The request body is too large (5 MB at most).')
  })

  it('takes a body of exactly the limit, declared or streamed', async () => {
    const body = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`
    expect(await read(body, { 'content-length': String(MAX_BODY_BYTES) }).result).toBeUndefined()
    expect(await read(body).result).toBeUndefined()
  })

  it('refuses a streamed body as soon as it passes the limit, and stops reading it', async () => {
    const req = incoming('POST', '/api/x')
    const result = readBody(req, { policy: 'small' })
    req.write(Buffer.alloc(MAX_BODY_BYTES))
    req.write(Buffer.alloc(1))
    expect(await result).toEqual({ status: 413, detail: 'The request body is too large (100 KB at most).' })
    expect(req.isPaused()).toBe(true)
    expect(req.listenerCount('data')).toBe(0)
    expect(req.rawBody).toBeUndefined()
  })

  it('refuses JSON nested deeper than the maximum, and takes it at the maximum', async () => {
    expect(await read(nested(MAX_JSON_DEPTH + 1)).result).toEqual(TOO_DEEP)
    expect(await read(nested(MAX_JSON_DEPTH)).result).toBeUndefined()
  })

  it('answers 408 to a body still arriving after the timeout', async () => {
    const req = incoming('POST', '/api/x')
    const result = readBody(req, { policy: 'small', timeoutMs: 30 })
    req.write('{"a":')
    expect(await result).toEqual({ status: 408, detail: 'The request body took too long to arrive.' })
    expect(req.isPaused()).toBe(true)
  })

  it('answers 400 when the client goes away or the stream fails mid-body', async () => {
    const gone = incoming('POST', '/api/x')
    const goneResult = readBody(gone, { policy: 'small' })
    gone.write('{"a":')
    gone.emit('close')
    expect(await goneResult).toEqual({ status: 400, detail: 'The request body could not be read.' })
    const broken = incoming('POST', '/api/x')
    const brokenResult = readBody(broken, { policy: 'small' })
    broken.emit('error', new Error('reset'))
    expect(await brokenResult).toEqual({ status: 400, detail: 'The request body could not be read.' })
  })

  it('checks a multipart body part by part', async () => {
    const ok = read(form([{ name: '_payload', value: '{"alt":"A"}' }]), { 'content-type': MULTIPART })
    expect(await ok.result).toBeUndefined()
    expect(ok.req.rawBody?.length).toBeGreaterThan(0)
    const bad = read(form([{ name: '_payload', value: '{not json' }]), { 'content-type': MULTIPART })
    expect(await bad.result).toEqual({ status: 400, detail: 'The _payload field must be JSON.' })
  })
})

describe('checkMultipart', () => {
  const check = (body: Buffer, uploads = false, contentType = MULTIPART) =>
    checkMultipart({ 'content-type': contentType }, body, uploads)

  it('takes JSON in _payload, a long one too, and leaves other fields alone', async () => {
    const long = JSON.stringify({ text: 'x'.repeat(200_000) })
    expect(await check(form([{ name: '_payload', value: long }]))).toBeUndefined()
    expect(await check(form([{ name: 'alt', value: '{not json' }]))).toBeUndefined()
  })

  it('refuses _payload that is not JSON, or nested too deeply', async () => {
    expect(await check(form([{ name: '_payload', value: '{' }]))).toEqual({
      status: 400,
      detail: 'The _payload field must be JSON.',
    })
    expect(await check(form([{ name: '_payload', value: nested(MAX_JSON_DEPTH + 1) }]))).toEqual(TOO_DEEP)
    expect(await check(form([{ name: '_payload', value: nested(MAX_JSON_DEPTH) }]))).toBeUndefined()
  })

  it('takes one file on an upload route, refuses a second, and any file elsewhere with 415', async () => {
    const file = { name: 'file', value: 'PNG', file: 'a.png' }
    expect(await check(form([file, { name: '_payload', value: '{}' }]), true)).toBeUndefined()
    expect(await check(form([file, { ...file, file: 'b.png' }]), true)).toEqual({
      status: 400,
      detail: 'Send one file at a time.',
    })
    expect(await check(form([file]), false)).toEqual({
      status: 415,
      detail: 'Files can be uploaded only to the media library.',
    })
  })

  it('takes 8 parts and refuses a 9th', async () => {
    const parts = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, value: 'v' }))
    expect(await check(form(parts(8)))).toBeUndefined()
    expect(await check(form(parts(9)))).toEqual({ status: 400, detail: 'A form may have at most 8 parts.' })
  })

  it('answers the first problem found', async () => {
    const parts = [{ name: '_payload', value: '{' }, ...Array.from({ length: 9 }, () => ({ name: 'f', value: 'v' }))]
    expect((await check(form(parts)))?.detail).toBe('The _payload field must be JSON.')
  })

  it('refuses a body it cannot parse, or a multipart type without a boundary', async () => {
    expect(await check(Buffer.from(`--${BOUNDARY}\r\ngarbage`))).toEqual(UNREADABLE_FORM)
    expect(await check(form([{ name: '_payload', value: '{}' }]), false, 'multipart/form-data')).toEqual(
      UNREADABLE_FORM,
    )
  })

  it('refuses a body cut off inside a file, without an uncaught error', async () => {
    const whole = form([{ name: 'file', value: 'x'.repeat(5_000), file: 'a.png' }])
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      expect(await check(whole.subarray(0, 2_000), true)).toEqual(UNREADABLE_FORM)
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      process.off('uncaughtException', onUncaught)
    }
    expect(uncaught).toEqual([])
  })
})
