import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { endpoints } from '../endpoints'
import { contractSpec, defineEndpoint } from './define-endpoint'
import { openApiDocument } from './openapi'

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

type Operation = {
  security?: unknown[]
  requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> }
  responses: Record<string, unknown>
}

describe('openApiDocument', () => {
  // Built inside each test, not while collecting, so mutation testing links the code to the tests.
  const op = (path: string, method: string) => openApiDocument(endpoints).paths[path][method] as Operation

  it('documents every registered endpoint but the health checks, and nothing else', () => {
    const doc = openApiDocument(endpoints)
    const registered = endpoints
      .filter((e) => !e.path.startsWith('/health'))
      .map((e) => `${e.method} ${toOpenApiPath(e.path)}`)
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    )
    expect(documented.sort()).toEqual(registered.sort())
  })

  it('has a JSON request body schema for every endpoint registered with one', () => {
    const withBody = endpoints.filter((e) => contractSpec(e)?.body)
    expect(withBody.length).toBeGreaterThan(15)
    for (const e of withBody) {
      const key = `${e.method} ${e.path}`
      expect(
        op(toOpenApiPath(e.path), e.method).requestBody?.content['application/json'].schema.properties,
        key,
      ).toBeDefined()
    }
  })

  it('lists the required fields of the contact form', () => {
    const schema = op('/forms/contact', 'post').requestBody?.content['application/json'].schema
    expect(schema?.required).toEqual(expect.arrayContaining(['email', 'company', 'message']))
  })

  it('describes every success answer with the JSON Schema of its registered response', () => {
    const answer = (path: string, method: string, status = '200') =>
      (op(path, method).responses[status] as { content: Record<string, { schema: Record<string, unknown> }> }).content
    const list = answer('/blog/posts', 'get')['application/json'].schema as {
      required: string[]
      properties: { posts: { items: { required: string[]; additionalProperties: boolean } } }
    }
    expect(list.required).toEqual(['posts'])
    expect(list.properties.posts.items.required).toEqual(expect.arrayContaining(['slug', 'content', 'published_at']))
    expect(list.properties.posts.items.required).not.toContain('content_html')
    expect(list.properties.posts.items.additionalProperties).toBe(false)
    expect(answer('/faqs/admin', 'post', '201')['application/json'].schema).toMatchObject({
      properties: { question: { type: 'string' }, is_published: { type: 'boolean' } },
    })
    expect(answer('/portal/leads/inbound/export.csv', 'get')['text/csv'].schema).toEqual({ type: 'string' })
    for (const [path, methods] of Object.entries(openApiDocument(endpoints).paths))
      for (const [method, operation] of Object.entries(methods)) {
        const ok = Object.entries((operation as Operation).responses).filter(([status]) => status < '300')
        expect(ok, `${method} ${path}`).toHaveLength(1)
        expect(JSON.stringify(ok[0][1]), `${method} ${path}`).toContain('"schema"')
      }
  })

  it('documents the query parameters an endpoint declares', () => {
    const params = (path: string) =>
      (op(path, 'get') as Operation & { parameters?: Array<Record<string, unknown>> }).parameters ?? []
    expect(params('/blog/posts')).toEqual([
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ])
    expect(params('/content/products')).toEqual([
      expect.objectContaining({
        name: 'category',
        in: 'query',
        schema: expect.objectContaining({ enum: expect.arrayContaining(['wholesale']) }),
      }),
    ])
    expect(params('/portal/leads/inbound/export.csv').map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'status', 'advisor', 'topic', 'overdue']),
    )
    expect(params('/blog/posts/{slug}').map((p) => `${p.in} ${p.name}`)).toEqual(['path slug', 'query draft'])
  })

  it('derives security and the 401/403 answers from the access level', () => {
    expect(op('/faqs', 'get').security).toEqual([])
    expect(Object.keys(op('/faqs', 'get').responses)).toEqual(['200'])
    expect(op('/auth/me', 'get').security).toBeUndefined()
    expect(Object.keys(op('/portal/users/{id}', 'put').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
    ])
  })

  it('gives exactly the endpoints that read a body (JSON or multipart) the 413 and 415 answers', () => {
    for (const e of endpoints) {
      const spec = contractSpec(e)
      if (!spec) continue
      const statuses = Object.keys(op(toOpenApiPath(e.path), e.method).responses)
      const readsBody = Boolean(spec.body || spec.multipart)
      expect(statuses.includes('413') && statuses.includes('415'), `${e.method} ${e.path}`).toBe(readsBody)
      if (readsBody) expect(statuses, `${e.method} ${e.path}`).toContain('400')
    }
    expect(Object.keys(op('/upload/image', 'post').responses)).toEqual(expect.arrayContaining(['413', '415']))
  })
})

describe('openApiDocument of a few calls', () => {
  const handler = async () => new Response()
  const calls = [
    defineEndpoint({
      method: 'put',
      path: '/things/:id/parts/:part',
      summary: 'Change a part',
      access: 'admin',
      ok: [200, '{ part }'],
      errors: [409, 404, 400],
      body: z.object({ name: z.string() }),
      response: z.object({ part: z.string() }),
      handler,
    }),
    defineEndpoint({
      method: 'post',
      path: '/things/:id/image',
      summary: 'Upload an image',
      access: 'user',
      ok: [201, '{ url }'],
      errors: [413, 415, 429],
      multipart: true,
      response: z.object({ url: z.string() }),
      handler,
    }),
    defineEndpoint({
      method: 'get',
      path: '/things',
      summary: 'List',
      access: 'public',
      ok: [200, '{ things }'],
      response: z.object({ things: z.array(z.string()) }),
      handler,
    }),
    { method: 'get' as const, path: '/health', handler },
  ]
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
  /** A success answer's JSON Schema, as the registration's strict zod object gives it. */
  const json = (properties: Record<string, unknown>) => ({
    'application/json': {
      schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
    },
  })

  it('describes each call: parameters, body, access and every answer with its reason', () => {
    const doc = openApiDocument(calls)
    expect(Object.keys(doc.paths)).toEqual(['/things/{id}/parts/{part}', '/things/{id}/image', '/things'])
    expect(doc.paths['/things/{id}/parts/{part}'].put).toEqual({
      summary: 'Change a part',
      description: 'Needs an active admin or super_admin.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'part', in: 'path', required: true, schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { name: { type: 'string' } },
              required: ['name'],
            },
          },
        },
      },
      responses: {
        200: { description: '{ part }', content: json({ part: { type: 'string' } }) },
        400: { description: 'Invalid input: { detail, errors: { field: message } }', content: errorBody },
        401: { description: 'Not signed in, or the token is not valid', content: errorBody },
        403: { description: 'Wrong role, inactive account or inactive page', content: errorBody },
        404: { description: 'Not found', content: errorBody },
        409: { description: 'Conflict (duplicate, in use, or already decided)', content: errorBody },
        // Derived for every call with a body.
        413: { description: 'Body too large (JSON 100 KB, images 5 MB)', content: errorBody },
        415: { description: 'Wrong media type', content: errorBody },
      },
    })
    expect(doc.paths['/things/{id}/image'].post).toEqual({
      summary: 'Upload an image',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: {
        201: { description: '{ url }', content: json({ url: { type: 'string' } }) },
        401: { description: 'Not signed in, or the token is not valid', content: errorBody },
        403: { description: 'Wrong role, inactive account or inactive page', content: errorBody },
        413: { description: 'Body too large (JSON 100 KB, images 5 MB)', content: errorBody },
        415: { description: 'Wrong media type', content: errorBody },
        429: { description: 'Rate-limited or locked; see Retry-After', content: errorBody },
      },
    })
    expect(doc.paths['/things'].get).toEqual({
      summary: 'List',
      security: [],
      responses: {
        200: { description: '{ things }', content: json({ things: { type: 'array', items: { type: 'string' } } }) },
      },
    })
  })

  it('is an OpenAPI 3.1 document with bearer sign-in and the shared Error schema', () => {
    const { paths, ...doc } = openApiDocument(calls)
    expect(Object.keys(paths)).toHaveLength(3)
    expect(doc).toEqual({
      openapi: '3.1.0',
      info: {
        title: 'Clearpath B1 site and portal API',
        version: '1.0.0',
        description: 'The /api contract of SPEC §7. Every error is { detail, errors? }.',
      },
      servers: [{ url: '/api' }],
      security: [{ bearer: [] }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          Error: {
            type: 'object',
            required: ['detail'],
            properties: {
              detail: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    })
  })
})
