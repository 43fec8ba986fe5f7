import { describe, expect, it } from 'vitest'

import { endpoints } from '../endpoints'
import { contractSpec } from './define-endpoint'
import { openApiDocument } from './openapi'

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

type Operation = {
  security?: unknown[]
  requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> }
  responses: Record<string, unknown>
}

describe('openApiDocument', () => {
  const doc = openApiDocument(endpoints)
  const op = (path: string, method: string) => doc.paths[path][method] as Operation

  it('documents every registered endpoint but the health checks, and nothing else', () => {
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
    for (const [path, methods] of Object.entries(doc.paths))
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
