import { z } from 'zod'

import { BODY_SCHEMAS } from '../shared/schemas'

type Access = 'public' | 'signed-in' | 'admin'
type Operation = {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  summary: string
  access: Access
  /** Success status and what its body holds. */
  ok: [number, string]
  /** Refusals beyond the ones every call of its access level can give. */
  errors?: number[]
  multipart?: boolean
}

/** Every call of the contract (SPEC §7 plus the additions of issue 3), in the order SPEC lists them. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/content/awards',
    summary: 'Awards, in display order',
    access: 'public',
    ok: [200, '{ awards: ApiAward[] }'],
  },
  {
    method: 'get',
    path: '/content/products',
    summary: 'Extensions grouped by group; ?category=<group> for one group',
    access: 'public',
    ok: [200, '{ manufacturing, wholesale, ecommerce, productivity, integrations }: ApiProduct[] each'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/content/stats',
    summary: 'Headline figures',
    access: 'public',
    ok: [200, '{ stats: ApiStat[] }'],
  },
  { method: 'get', path: '/faqs', summary: 'Published FAQs', access: 'public', ok: [200, '{ faqs: ApiFaq[] }'] },
  {
    method: 'get',
    path: '/blog/categories',
    summary: 'Blog categories by name',
    access: 'public',
    ok: [200, '{ categories: ApiCategory[] }'],
  },
  {
    method: 'get',
    path: '/blog/posts',
    summary: 'Published posts, newest first; ?limit=1..100 (default 100)',
    access: 'public',
    ok: [200, '{ posts: ApiPost[] }'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/blog/posts/{slug}',
    summary: 'One published post',
    access: 'public',
    ok: [200, 'ApiPost'],
    errors: [404],
  },
  {
    method: 'post',
    path: '/forms/contact',
    summary: 'Send an enquiry (stored as a new lead); rate-limited, honeypot field "website"',
    access: 'public',
    ok: [201, '{ success: true }'],
    errors: [400, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/portal/landing-pages/{slug}/check',
    summary: 'Whether a landing page may be shown',
    access: 'public',
    ok: [200, '{ landing_page }'],
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in; failures are throttled per address and per account and address (429)',
    access: 'public',
    ok: [200, '{ access_token, user: ApiUser }'],
    errors: [400, 401, 403, 413, 415, 429],
  },
  { method: 'get', path: '/auth/me', summary: 'The signed-in user', access: 'signed-in', ok: [200, 'ApiUser'] },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out: ends this session on the server, so the token stops working',
    access: 'signed-in',
    ok: [200, '{ success: true }'],
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Set a password from the e-mailed token',
    access: 'public',
    ok: [200, '{ success: true }'],
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    summary: 'E-mail a reset link; always 200 whether or not the account exists; limited per address',
    access: 'public',
    ok: [200, '{ success: true }'],
    errors: [400, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/portal/leads/inbound',
    summary: 'Leads, newest first',
    access: 'admin',
    ok: [200, '{ leads: ApiLead[] }'],
  },
  {
    method: 'get',
    path: '/portal/leads/inbound/export.csv',
    summary: 'The filtered leads (?status=&advisor=&topic=&q=&overdue=1) as CSV, formula-safe cells',
    access: 'admin',
    ok: [200, 'text/csv'],
  },
  {
    method: 'get',
    path: '/portal/leads/stats',
    summary: 'Counts per status, overdue, median time to first contact, leads per week by topic',
    access: 'admin',
    ok: [200, 'ApiLeadStats'],
  },
  {
    method: 'put',
    path: '/portal/leads/inbound/bulk',
    summary: 'Assign and/or set the status of many leads',
    access: 'admin',
    ok: [200, '{ leads: ApiLead[] }'],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/portal/leads/inbound/{id}',
    summary: 'A lead with its activity, newest first',
    access: 'admin',
    ok: [200, 'ApiLeadDetail'],
    errors: [404],
  },
  {
    method: 'post',
    path: '/portal/leads/inbound/{id}/notes',
    summary: 'Add a note to a lead',
    access: 'admin',
    ok: [201, 'ApiLeadActivity'],
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/portal/leads/inbound/{id}/assign',
    summary: 'Set the advisor (empty to unassign) and status',
    access: 'admin',
    ok: [200, 'ApiLead'],
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/portal/leads/inbound/{id}',
    summary: 'Delete a lead',
    access: 'admin',
    ok: [200, 'ApiLead (deleted)'],
    errors: [404],
  },
  {
    method: 'post',
    path: '/portal/users/{id}/reset-link',
    summary: 'E-mail the user a link to choose a new password',
    access: 'admin',
    ok: [200, '{ success: true }'],
    errors: [404, 409],
  },
  { method: 'get', path: '/portal/users', summary: 'Portal users', access: 'admin', ok: [200, '{ users: ApiUser[] }'] },
  {
    method: 'post',
    path: '/portal/users',
    summary: 'Create a user',
    access: 'admin',
    ok: [201, 'ApiUser'],
    errors: [400, 409],
  },
  {
    method: 'put',
    path: '/portal/users/{id}',
    summary: 'Edit or (de)activate a user',
    access: 'admin',
    ok: [200, 'ApiUser'],
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/portal/users/{id}/password',
    summary: "Set a user's password",
    access: 'admin',
    ok: [200, 'ApiUser'],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/portal/leads/job-roles',
    summary: 'Job roles by name',
    access: 'admin',
    ok: [200, '{ roles: ApiJobRole[] }'],
  },
  {
    method: 'post',
    path: '/portal/leads/job-roles',
    summary: 'Create a job role',
    access: 'admin',
    ok: [201, 'ApiJobRole'],
    errors: [400, 409],
  },
  {
    method: 'delete',
    path: '/portal/leads/job-roles/{id}',
    summary: 'Delete a job role (cleared from users)',
    access: 'admin',
    ok: [200, 'ApiJobRole (deleted)'],
    errors: [404],
  },
  {
    method: 'get',
    path: '/portal/access-requests',
    summary: 'Access requests, newest first',
    access: 'admin',
    ok: [200, '{ requests: ApiAccessRequest[] }'],
  },
  {
    method: 'post',
    path: '/portal/access-requests',
    summary: 'Ask for portal access; rate-limited, honeypot field "website"',
    access: 'public',
    ok: [201, '{ success: true }'],
    errors: [400, 413, 415, 429],
  },
  {
    method: 'put',
    path: '/portal/access-requests/{id}/approve',
    summary: 'Approve: creates an active user and e-mails a password link',
    access: 'admin',
    ok: [200, 'ApiAccessRequest'],
    errors: [404, 409],
  },
  {
    method: 'put',
    path: '/portal/access-requests/{id}/reject',
    summary: 'Reject a pending request',
    access: 'admin',
    ok: [200, 'ApiAccessRequest'],
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/blog/admin/posts',
    summary: 'All posts, drafts included',
    access: 'admin',
    ok: [200, '{ posts: ApiPost[] }'],
  },
  {
    method: 'post',
    path: '/blog/admin/posts',
    summary: 'Create a post',
    access: 'admin',
    ok: [201, 'ApiPost'],
    errors: [400],
  },
  {
    method: 'put',
    path: '/blog/admin/posts/{id}',
    summary: 'Replace a post',
    access: 'admin',
    ok: [200, 'ApiPost'],
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/blog/admin/posts/{id}',
    summary: 'Delete a post',
    access: 'admin',
    ok: [200, 'ApiPost (deleted)'],
    errors: [404],
  },
  {
    method: 'post',
    path: '/blog/admin/preview',
    summary: 'The post body as it will show on the blog (HTML), without saving',
    access: 'admin',
    ok: [200, '{ html: string }'],
    errors: [400],
  },
  {
    method: 'post',
    path: '/blog/admin/categories',
    summary: 'Create a category',
    access: 'admin',
    ok: [201, 'ApiCategory'],
    errors: [400, 409],
  },
  {
    method: 'delete',
    path: '/blog/admin/categories/{id}',
    summary: 'Delete a category no post uses',
    access: 'admin',
    ok: [200, 'ApiCategory (deleted)'],
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/upload/image',
    summary: 'Upload an image (JPEG, PNG, WebP, GIF, AVIF; 5 MB at most)',
    access: 'admin',
    ok: [201, '{ url }'],
    errors: [400, 413, 415],
    multipart: true,
  },
  {
    method: 'get',
    path: '/faqs/admin/all',
    summary: 'All FAQs, drafts included',
    access: 'admin',
    ok: [200, '{ faqs: ApiFaq[] }'],
  },
  {
    method: 'post',
    path: '/faqs/admin',
    summary: 'Create an FAQ',
    access: 'admin',
    ok: [201, 'ApiFaq'],
    errors: [400],
  },
  {
    method: 'put',
    path: '/faqs/admin/{id}',
    summary: 'Edit an FAQ',
    access: 'admin',
    ok: [200, 'ApiFaq'],
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/faqs/admin/{id}',
    summary: 'Delete an FAQ',
    access: 'admin',
    ok: [200, 'ApiFaq (deleted)'],
    errors: [404],
  },
  {
    method: 'get',
    path: '/portal/landing-pages',
    summary: 'All landing pages',
    access: 'admin',
    ok: [200, '{ pages: ApiLandingPage[] }'],
  },
  {
    method: 'put',
    path: '/portal/landing-pages/{id}/toggle',
    summary: 'Switch a landing page on or off',
    access: 'admin',
    ok: [200, 'ApiLandingPage'],
    errors: [404],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    ok: [200, 'OpenAPI 3.1 document'],
  },
]

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

function bodySchema(method: string, path: string): Record<string, unknown> | undefined {
  const schema = (BODY_SCHEMAS as Record<string, z.ZodType>)[`${method.toUpperCase()} ${path}`]
  if (!schema) return undefined
  const { $schema, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  void $schema
  return json
}

function operation(op: Operation) {
  const statuses = new Set(op.errors ?? [])
  if (op.access !== 'public') statuses.add(401).add(403)
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const body = bodySchema(op.method, op.path)
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
      [op.ok[0]]: { description: op.ok[1] },
      ...Object.fromEntries(
        [...statuses]
          .sort()
          .map((status) => [
            status,
            { description: REASONS[status], content: { 'application/json': { schema: errorRef } } },
          ]),
      ),
    },
  }
}

/** The OpenAPI 3.1 document of the contract, generated from the same zod schemas that validate it. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op)
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
