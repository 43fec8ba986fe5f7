import { APIError, ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import {
  asId,
  endpoint,
  fieldErrors,
  HttpError,
  idParam,
  json,
  param,
  problem,
  readBytes,
  readInput,
  readJson,
  validate,
} from './http'
import { MAX_BODY_BYTES } from '../shared/constants'

type Init = { body?: BodyInit; type?: string; length?: string; params?: Record<string, string>; idType?: string }

function request({ body, type, length, params, idType = 'number' }: Init = {}) {
  // A streamed body needs half duplex.
  const init = { method: body === undefined ? 'GET' : 'POST', body, duplex: 'half' }
  const req = new Request('http://cms.test/api/thing', init as RequestInit)
  if (type) req.headers.set('content-type', type)
  if (length) req.headers.set('content-length', length)
  const error = vi.fn()
  const extra = { routeParams: params, payload: { logger: { error }, db: { defaultIDType: idType } } }
  return { req: Object.assign(req, extra) as unknown as PayloadRequest, error }
}

/** A body that arrives in chunks, so a request without a declared length can still be too large. */
const chunked = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as HttpError
  expect(error).toBeInstanceOf(HttpError)
  return { status: error.status, detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) }
}

describe('responses', () => {
  it('json answers 200 unless told otherwise', async () => {
    expect(json({ a: 1 }).status).toBe(200)
    const created = json({ a: 1 }, 201)
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ a: 1 })
  })

  it('problem gives { detail }, with errors only when there are some, and the headers', async () => {
    expect(await problem(404, 'Not here').json()).toEqual({ detail: 'Not here' })
    expect(await problem(400, 'Bad', {}).json()).toEqual({ detail: 'Bad' })
    const res = problem(429, 'Slow down', { email: 'Too often' }, { 'Retry-After': '30' })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(await res.json()).toEqual({ detail: 'Slow down', errors: { email: 'Too often' } })
  })
})

describe('endpoint', () => {
  const call = async (error: unknown) => {
    const { req, error: logged } = request()
    const built = endpoint('post', '/thing', async () => {
      throw error
    })
    expect(built).toMatchObject({ method: 'post', path: '/thing' })
    const res = (await built.handler(req)) as Response
    return { status: res.status, body: await res.json(), headers: res.headers, logged }
  }

  it('passes the handler response through', async () => {
    const built = endpoint('get', '/ok', async () => json({ ok: true }))
    expect(await ((await built.handler(request().req)) as Response).json()).toEqual({ ok: true })
  })

  it('an HttpError becomes its status, { detail, errors } and headers', async () => {
    const res = await call(new HttpError(409, 'Taken', { slug: 'Taken' }, { 'X-Why': 'dup' }))
    expect(res).toMatchObject({ status: 409, body: { detail: 'Taken', errors: { slug: 'Taken' } } })
    expect(res.headers.get('x-why')).toBe('dup')
  })

  it("Payload's validation error becomes 400 with one message per field path", async () => {
    const error = new ValidationError({
      errors: [
        { path: 'email', message: 'Email is taken' },
        { path: 'name', message: 'Name is required' },
      ],
    })
    expect(await call(error)).toMatchObject({
      status: 400,
      body: { detail: 'Email is taken', errors: { email: 'Email is taken', name: 'Name is required' } },
    })
    const empty = Object.assign(new ValidationError({ errors: [] }), { data: undefined })
    expect(await call(empty)).toMatchObject({ status: 400, body: { detail: 'The data is not valid.' } })
  })

  it("Payload's 4xx API errors keep their status, message, fields and Retry-After", async () => {
    const locked = await call(new APIError('Too many attempts', 429, { retryAfter: '60', fields: { email: 'Locked' } }))
    expect(locked).toMatchObject({ status: 429, body: { detail: 'Too many attempts', errors: { email: 'Locked' } } })
    expect(locked.headers.get('retry-after')).toBe('60')
    const forbidden = await call(new APIError('Forbidden', 403))
    expect(forbidden).toMatchObject({ status: 403, body: { detail: 'Forbidden' } })
    expect(forbidden.headers.get('retry-after')).toBeNull()
    expect((await call(new APIError('Edge', 400))).status).toBe(400)
    expect((await call(new APIError('Edge', 499))).status).toBe(499)
  })

  it('a locked database, directly or as the cause of a failed query, is 503 with Retry-After', async () => {
    const locked = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' })
    for (const error of [locked, new Error('Failed query: insert', { cause: locked })]) {
      const res = await call(error)
      expect(res).toMatchObject({
        status: 503,
        body: { detail: 'We are busy right now. Please try again in a moment.' },
      })
      expect(res.headers.get('retry-after')).toBe('1')
    }
    expect((await call(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT' }))).status).toBe(500)
  })

  it('anything else is a logged 500 that shows nothing of the error', async () => {
    for (const error of [
      new Error('db down: secret'),
      new APIError('Bad gateway', 502),
      new APIError('Internal: secret', 500),
      new APIError('Odd', 399),
    ]) {
      const res = await call(error)
      expect(res).toMatchObject({
        status: 500,
        body: { detail: 'Something went wrong on our side. Please try again.' },
      })
      expect(res.logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: error, msg: 'Contract endpoint GET http://cms.test/api/thing failed' }),
      )
    }
  })
})

describe('reading bodies', () => {
  it('readBytes returns the body, empty when there is none', async () => {
    expect(Buffer.from(await readBytes(request({ body: 'abc' }).req, 10, 'Too big')).toString()).toBe('abc')
    expect(await readBytes(request().req, 10, 'Too big')).toEqual(new Uint8Array())
    expect(await readBytes(request({ body: 'abc', length: 'soon' }).req, 3, 'Too big')).toHaveLength(3)
    expect(await readBytes(request({ body: 'abc', length: '3' }).req, 3, 'Too big')).toHaveLength(3)
  })

  it('readBytes refuses with 413 a declared or an actual size over the limit, not one at it', async () => {
    expect(await refusal(readBytes(request({ body: 'ab', length: '11' }).req, 10, 'Too big'))).toEqual({
      status: 413,
      detail: 'Too big',
    })
    const tooLong = request({ body: chunked('12345', '67890', 'x') }).req
    expect(await refusal(readBytes(tooLong, 10, 'Too big'))).toEqual({ status: 413, detail: 'Too big' })
    expect(await readBytes(request({ body: chunked('12345', '67890') }).req, 10, 'Too big')).toHaveLength(10)
  })

  it('readJson parses a JSON object; an empty or blank body counts as {}', async () => {
    const type = 'application/json'
    expect(await readJson(request({ body: '{"a":1}', type }).req)).toEqual({ a: 1 })
    expect(
      await readJson(request({ body: '{"a":1}', type: 'application/merge-patch+json; charset=utf-8' }).req),
    ).toEqual({ a: 1 })
    expect(await readJson(request().req)).toEqual({})
    expect(await readJson(request({ body: '  \n', type: 'text/plain' }).req)).toEqual({})
  })

  it('readJson refuses other content types (415), bad JSON and non-objects (400), big bodies (413)', async () => {
    const type = 'application/json'
    const sendAsJson = { status: 415, detail: 'Send the body as JSON (Content-Type: application/json).' }
    expect(await refusal(readJson(request({ body: '{"a":1}' }).req))).toEqual(sendAsJson)
    expect(await refusal(readJson(request({ body: '{"a":1}', type: 'text/plain' }).req))).toEqual(sendAsJson)
    expect(await refusal(readJson(request({ body: '{"a":1}', type: 'application/jsonp' }).req))).toEqual(sendAsJson)
    expect(await refusal(readJson(request({ body: '{"a":1}', type: 'text/application/json' }).req))).toEqual(sendAsJson)
    expect(await refusal(readJson(request({ body: '{"a":', type }).req))).toEqual({
      status: 400,
      detail: 'The request body is not valid JSON.',
    })
    for (const body of ['[1]', '"text"', '3', 'null']) {
      expect(await refusal(readJson(request({ body, type }).req))).toEqual({
        status: 400,
        detail: 'The request body must be a JSON object.',
      })
    }
    const big = JSON.stringify({ a: 'x'.repeat(MAX_BODY_BYTES) })
    expect(await refusal(readJson(request({ body: big, type }).req))).toEqual({
      status: 413,
      detail: 'The request body is too large (100 KB at most).',
    })
    expect(MAX_BODY_BYTES).toBe(102_400)
  })
})

describe('validation', () => {
  const schema = z.object({
    name: z.string({ error: 'Name required' }).min(1, 'Name required'),
    address: z.object({ city: z.string({ error: 'City required' }).min(2, 'City too short') }),
  })

  it('fieldErrors keys by dotted path, "_" for the whole value, first message per field', () => {
    const issues = [
      { path: ['address', 'city'], message: 'City required' },
      { path: ['address', 'city'], message: 'City too short' },
      { path: [], message: 'Whole value' },
    ] as never
    expect(fieldErrors(issues)).toEqual({ 'address.city': 'City required', _: 'Whole value' })
  })

  it('validate returns the parsed value, or 400 with the first problem as detail and all as errors', async () => {
    expect(validate(schema, { name: 'A', address: { city: 'Leeds' }, extra: 1 })).toEqual({
      name: 'A',
      address: { city: 'Leeds' },
    })
    expect(await refusal(Promise.resolve().then(() => validate(schema, { name: '', address: { city: 'L' } })))).toEqual(
      {
        status: 400,
        detail: 'Name required',
        errors: { name: 'Name required', 'address.city': 'City too short' },
      },
    )
  })

  it('validate still gives a detail when a schema fails without naming a problem', async () => {
    const silent = { safeParse: () => ({ success: false, error: { issues: [] } }) } as unknown as z.ZodType
    expect(await refusal(Promise.resolve().then(() => validate(silent, {})))).toEqual({
      status: 400,
      detail: 'The data is not valid.',
      errors: {},
    })
  })

  it('readInput validates the JSON body', async () => {
    const body = JSON.stringify({ name: 'A', address: { city: 'York' } })
    expect(await readInput(request({ body, type: 'application/json' }).req, schema)).toEqual({
      name: 'A',
      address: { city: 'York' },
    })
  })
})

describe('route parameters', () => {
  it('param returns the value, or 404 when missing or empty', async () => {
    expect(param(request({ params: { slug: 'abc' } }).req, 'slug', 'No page')).toBe('abc')
    for (const params of [undefined, {}, { slug: '' }, { slug: 42 }] as unknown as Array<
      Record<string, string> | undefined
    >) {
      expect(await refusal(Promise.resolve().then(() => param(request({ params }).req, 'slug', 'No page')))).toEqual({
        status: 404,
        detail: 'No page',
      })
    }
  })

  it('idParam on SQLite: a whole number, else 404', async () => {
    expect(idParam(request({ params: { id: '42' } }).req, 'No lead')).toBe(42)
    for (const id of ['4x', 'x4', '-1', '1.5', '1234567890123456', '']) {
      expect(await refusal(Promise.resolve().then(() => idParam(request({ params: { id } }).req, 'No lead')))).toEqual({
        status: 404,
        detail: 'No lead',
      })
    }
  })

  it('asId: numbers on SQLite (up to 15 digits), 24-hex ObjectIds on MongoDB', () => {
    const sqlite = request().req
    expect(asId(sqlite, 7)).toBe(7)
    expect(asId(sqlite, 1.5)).toBeUndefined()
    expect(asId(sqlite, '123456789012345')).toBe(123456789012345)
    const mongo = request({ idType: 'text' }).req
    expect(asId(mongo, '65a1B2c3d4e5f6a7b8c9d0e1')).toBe('65a1B2c3d4e5f6a7b8c9d0e1')
    for (const value of [
      '65a1b2c3d4e5f6a7b8c9d0e',
      'x65a1b2c3d4e5f6a7b8c9d0e1',
      '65a1b2c3d4e5f6a7b8c9d0e1x',
      '65a1b2c3d4e5f6a7b8c9d0g1',
    ])
      expect(asId(mongo, value)).toBeUndefined()
    expect(asId(mongo, 7)).toBeUndefined()
  })
})
