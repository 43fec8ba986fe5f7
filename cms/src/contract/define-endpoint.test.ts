import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { HttpError, json } from './http'
import { contractSpec, defineEndpoint, refusals, type Access } from './define-endpoint'

const schema = z.object({ name: z.string({ error: 'Name required' }).min(1, 'Name required') })

function request(body: unknown, user?: object): PayloadRequest {
  const req = new Request('http://cms.test/api/thing', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
  return Object.assign(req, { user, payload: { logger: { error: vi.fn() } } }) as unknown as PayloadRequest
}

const admin = { collection: 'users', id: 1, role: 'admin', is_active: true }
const member = { collection: 'users', id: 2, role: 'user', is_active: true }

function thing(access: Access, prepare?: () => Promise<void>) {
  const handler = vi.fn(async ({ body }: { body: { name: string } }) =>
    Response.json({ got: body.name }, { status: 201 }),
  )
  const endpoint = defineEndpoint({
    method: 'post',
    path: '/thing/:id',
    summary: 'A thing',
    access,
    ok: [201, '{ got }'],
    response: z.strictObject({ got: z.string() }),
    body: schema,
    prepare,
    handler,
  })
  return { endpoint, handler, call: (req: PayloadRequest) => endpoint.handler(req) as Promise<Response> }
}

describe('defineEndpoint with a query schema', () => {
  const query = z.object({ page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1) })
  const list = defineEndpoint({
    method: 'get',
    path: '/things',
    summary: 'Things',
    access: 'public',
    ok: [200, '{ page }'],
    response: z.strictObject({ page: z.number() }),
    query,
    handler: async ({ query: { page } }) => json({ page }),
  })
  const get = (search: string) => {
    const req = new Request(`http://cms.test/api/things${search}`)
    const url = new URL(req.url)
    return list.handler(
      Object.assign(req, { searchParams: url.searchParams, payload: { logger: { error: vi.fn() } } }) as never,
    ) as Promise<Response>
  }

  it('hands the handler the parsed query, defaults filled in', async () => {
    expect(await (await get('?page=3&other=x')).json()).toEqual({ page: 3 })
    expect(await (await get('')).json()).toEqual({ page: 1 })
  })

  it('answers a bad query with 400 { detail, errors }, never a 500', async () => {
    const res = await get('?page=abc')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: 'page must be a number', errors: { page: 'page must be a number' } })
  })
})

describe('defineEndpoint', () => {
  it('builds the Payload endpoint and keeps its registration for the OpenAPI document', () => {
    const { endpoint } = thing('admin')
    expect(endpoint).toMatchObject({ method: 'post', path: '/thing/:id' })
    expect(contractSpec(endpoint)).toMatchObject({ summary: 'A thing', access: 'admin', body: schema })
    expect(contractSpec({ method: 'get', path: '/x', handler: () => new Response() })).toBeUndefined()
  })

  it('refuses before the handler runs: 401 signed out, 403 for a non-admin on an admin call', async () => {
    const { call, handler } = thing('admin')
    const signedOut = await call(request({ name: 'A' }))
    expect(signedOut.status).toBe(401)
    const notAdmin = await call(request({ name: 'A' }, member))
    expect(notAdmin.status).toBe(403)
    expect(await notAdmin.json()).toEqual({ detail: 'This needs an admin account.' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets any active user through a user call, and anyone through a public one', async () => {
    expect((await thing('user').call(request({ name: 'A' }, member))).status).toBe(201)
    expect((await thing('public').call(request({ name: 'A' }))).status).toBe(201)
  })

  it('answers an invalid body with 400 { detail, errors } without calling the handler', async () => {
    const { call, handler } = thing('admin')
    const res = await call(request({ name: '' }, admin))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: 'Name required', errors: { name: 'Name required' } })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the handler the parsed body', async () => {
    const res = await thing('admin').call(request({ name: 'Ada', extra: 1 }, admin))
    expect(await res.json()).toEqual({ got: 'Ada' })
  })

  it('runs prepare after the access check and before the body, so its refusal wins over a bad body', async () => {
    const prepare = vi.fn(async () => {
      throw new HttpError(404, 'Thing not found')
    })
    const { call } = thing('admin', prepare)
    expect((await call(request({ name: '' }))).status).toBe(401)
    expect(prepare).not.toHaveBeenCalled()
    const res = await call(request({ name: '' }, admin))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'Thing not found' })
  })
})

describe('refusals', () => {
  const base = {
    method: 'get' as const,
    path: '/x',
    summary: 'X',
    ok: [200, 'ok'] as [number, string],
    response: z.string(),
  }

  it('derives nothing for a public call that reads no input', () => {
    expect(refusals({ ...base, access: 'public' })).toEqual([])
  })

  it('adds 401 and 403 for every call that needs an account', () => {
    expect(refusals({ ...base, access: 'user' })).toEqual([401, 403])
    expect(refusals({ ...base, access: 'admin' })).toEqual([401, 403])
  })

  it('adds 400 for a query schema, and 400, 413 and 415 for a body', () => {
    expect(refusals({ ...base, access: 'public', query: z.object({}) })).toEqual([400])
    expect(refusals({ ...base, access: 'public', body: z.object({}) })).toEqual([400, 413, 415])
  })

  it('adds 413 and 415 for a multipart upload, which validates no schema', () => {
    expect(refusals({ ...base, access: 'admin', multipart: true })).toEqual([401, 403, 413, 415])
  })

  it('keeps declared refusals once each, in ascending order', () => {
    expect(refusals({ ...base, access: 'user', body: z.object({}), errors: [429, 404, 403] })).toEqual([
      400, 401, 403, 404, 413, 415, 429,
    ])
  })

  it('is what the registration records', () => {
    expect(contractSpec(thing('user').endpoint)?.errors).toEqual([400, 401, 403, 413, 415])
  })
})
