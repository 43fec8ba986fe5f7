import type { Endpoint } from 'payload'
import { z } from 'zod'

import { contractSpec, type ContractSpec } from './define-endpoint'

const REASONS: Record<number, string> = {
  400: 'Invalid input: { detail, errors: { field: message } }',
  401: 'Not signed in, or the token is not valid',
  403: 'Wrong role, inactive account or inactive page',
  404: 'Not found',
  409: 'Conflict (duplicate, in use, or already decided)',
  413: 'Body too large (JSON 100 KB, images 5 MB)',
  415: 'Wrong media type',
  429: 'Rate-limited or locked; see Retry-After',
}

const errorRef = { $ref: '#/components/schemas/Error' }

/** A zod schema as JSON Schema: what a request may send (`input`), or what an answer holds (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  void $schema
  return json
}

/** Each property of a query schema as an OpenAPI `in: query` parameter. */
function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>
    required?: string[]
  }
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query',
      required: required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

function operation(op: ContractSpec) {
  const params = [
    ...[...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(op.query ? queryParameters(op.query) : []),
  ]
  const body = op.body && jsonSchema(op.body, 'input')
  return {
    summary: op.summary,
    ...(op.access === 'public' ? { security: [] } : {}),
    ...(op.access === 'admin' ? { description: 'Needs an active admin or super_admin.' } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    ...(op.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [op.ok[0]]: {
        description: op.ok[1],
        content: { [op.mediaType ?? 'application/json']: { schema: jsonSchema(op.response, 'output') } },
      },
      ...Object.fromEntries(
        (op.errors ?? []).map((status) => [
          status,
          { description: REASONS[status], content: { 'application/json': { schema: errorRef } } },
        ]),
      ),
    },
  }
}

/**
 * The OpenAPI 3.1 document of the contract, generated from the endpoints' own registrations
 * (defineEndpoint), so it lists exactly the calls that exist, with the zod schemas that validate them.
 */
export function openApiDocument(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const op = contractSpec(endpoint)
    if (op) (paths[openApiPath(op.path)] ??= {})[op.method] = operation(op)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clearpath B1 site and portal API',
      version: '1.0.0',
      description: 'The /api contract of SPEC §7. Every error is { detail, errors? }.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths,
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
  }
}
