import { APIError, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isWriteConflict } from '../lib/db/mongo-internals'
import { isDatabaseBusy } from '../lib/db/sqlite-writes'
import type { ApiError } from '../shared/contract-types'
import { MAX_BODY_BYTES } from '../shared/constants'

/** A refusal that the endpoint wrapper turns into `{ detail, errors }` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

/**
 * A Response whose JSON body is known to be `T` at compile time (see `json`): a handler must answer
 * its registration's response schema; refusals (`problem`) fit any.
 */
export type Answer<T> = Response & { readonly __body?: T }

/** A JSON answer, typed with its body so a registration's response schema can check it (`Answer`). */
export const json = <T>(data: T, status = 200): Answer<T> => Response.json(data, { status })

export function problem(
  status: number,
  detail: string,
  errors?: Record<string, string>,
  headers?: Record<string, string>,
): Response {
  const body: ApiError = errors && Object.keys(errors).length ? { detail, errors } : { detail }
  return Response.json(body, { status, headers })
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch'

/**
 * A root endpoint whose errors always come back as `{ detail }`: refusals thrown as HttpError,
 * Payload's own validation and API errors with their status, a locked database as 503 with
 * Retry-After, anything unexpected as a logged 500.
 */
export function endpoint(method: Method, path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint {
  return {
    method,
    path,
    handler: async (req) => {
      try {
        return await handler(req)
      } catch (error) {
        return errorResponse(req, error)
      }
    },
  }
}

function errorResponse(req: PayloadRequest, error: unknown): Response {
  if (error instanceof HttpError) return problem(error.status, error.detail, error.errors, error.headers)
  if (error instanceof ValidationError) {
    const issues = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
    const errors = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))
    return problem(400, issues[0]?.message ?? 'The data is not valid.', errors)
  }
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    const data = error.data as { retryAfter?: string; fields?: Record<string, string> } | undefined
    return problem(
      error.status,
      error.message,
      data?.fields,
      data?.retryAfter ? { 'Retry-After': data.retryAfter } : undefined,
    )
  }
  // The write never happened; the caller can send it again (the forms keep what was typed).
  if (isDatabaseBusy(error))
    return problem(503, 'We are busy right now. Please try again in a moment.', undefined, { 'Retry-After': '1' })
  // MongoDB: another transaction changed the same document and retrying did not get past it.
  if (isWriteConflict(error))
    return problem(409, 'Someone else changed this at the same moment. Please reload and try again.')
  req.payload.logger.error({ err: error, msg: `Contract endpoint ${req.method} ${req.url} failed` })
  return problem(500, 'Something went wrong on our side. Please try again.')
}

/** Reads the raw body, refusing it with 413 as soon as it grows past `limit` bytes. */
export async function readBytes(req: PayloadRequest, limit: number, tooLarge: string): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, tooLarge)
  const stream = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!stream) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new HttpError(413, tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The JSON body as a plain object; an empty body counts as `{}` so validation can name each field. */
export async function readJson(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  const bytes = await readBytes(req, MAX_BODY_BYTES, 'The request body is too large (100 KB at most).')
  const text = Buffer.from(bytes).toString('utf8')
  if (!text.trim()) return {}
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type))
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json).')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object.')
  }
  return value as Record<string, unknown>
}

/** `{ field: message }` from zod issues, keeping the first message per field. */
export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    errors[key] ??= issue.message
  }
  return errors
}

/** Reads and validates the JSON body; the first problem becomes the `detail`, all of them `errors`. */
export async function readInput<S extends z.ZodType>(req: PayloadRequest, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(req))
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const errors = fieldErrors(result.error.issues)
  throw new HttpError(400, Object.values(errors)[0] ?? 'The data is not valid.', errors)
}

/** A route parameter (`:id`, `:slug`) as given, or a 404 when it is missing. */
export function param(req: PayloadRequest, name: string, notFound: string): string {
  const value = req.routeParams?.[name]
  if (typeof value !== 'string' || !value) throw new HttpError(404, notFound)
  return value
}

/** The `:id` parameter as an id of the current database; anything that cannot be one is not found. */
export function idParam(req: PayloadRequest, notFound: string): number | string {
  const id = asId(req, param(req, 'id', notFound))
  if (id === undefined) throw new HttpError(404, notFound)
  return id
}

/** `value` as an id of the current database (number on SQLite, ObjectId string on MongoDB), if it can be one. */
export function asId(req: PayloadRequest, value: number | string): number | string | undefined {
  if (req.payload.db.defaultIDType === 'number') {
    const n = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN
    return Number.isSafeInteger(n) ? n : undefined
  }
  return typeof value === 'string' && /^[a-f0-9]{24}$/i.test(value) ? value : undefined
}
