import { describe, expect, it } from 'vitest'

import { endpoints } from '../endpoints'
import { OPERATIONS, openApiDocument } from './openapi'
import { BODY_SCHEMAS } from '../shared/schemas'

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe('openApiDocument', () => {
  const doc = openApiDocument()

  it('documents every registered contract endpoint, and nothing else', () => {
    const registered = endpoints
      .filter((e) => !e.path.startsWith('/health'))
      .map((e) => `${e.method} ${toOpenApiPath(e.path)}`)
    const documented = OPERATIONS.map((op) => `${op.method} ${op.path}`)
    expect(documented.sort()).toEqual(registered.sort())
  })

  it('has a request body schema for every write endpoint with a JSON body', () => {
    for (const key of Object.keys(BODY_SCHEMAS)) {
      const [method, path] = key.split(' ')
      const op = doc.paths[path][method.toLowerCase()] as {
        requestBody?: { content: Record<string, { schema: { properties?: object } }> }
      }
      expect(op.requestBody?.content['application/json'].schema.properties, key).toBeDefined()
    }
  })

  it('lists the required fields of the contact form', () => {
    const schema = (
      doc.paths['/forms/contact'].post as {
        requestBody: { content: { 'application/json': { schema: { required: string[] } } } }
      }
    ).requestBody.content['application/json'].schema
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'company', 'message']))
  })
})
