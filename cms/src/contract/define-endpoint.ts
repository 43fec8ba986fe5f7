import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { User } from '../shared/payload-types'
import { endpoint, readInput, validate, type Answer } from './http'
import { requireAdmin, requireUser } from './session'

type Method = 'get' | 'post' | 'put' | 'delete'

/** Who may call: anyone, any active portal user, or an active admin or super_admin. */
export type Access = 'public' | 'user' | 'admin'

/** What the OpenAPI document says of a call; kept on the Payload endpoint as `custom.contract`. */
export interface ContractSpec {
  method: Method
  /** Payload's form, with `:param` segments. */
  path: string
  summary: string
  access: Access
  /** Success status and what it means. */
  ok: [number, string]
  /** The success body's schema: JSON unless `mediaType` names another type (then a string). */
  response: z.ZodType
  mediaType?: string
  /**
   * Refusals beyond the ones defineEndpoint derives: 401/403 for every non-public call, 400 for a
   * query or body schema, 413/415 for a body (too large, wrong media type).
   */
  errors?: number[]
  /** The JSON body, validated before the handler runs. */
  body?: z.ZodType
  /** The query string's parameters (strings in, parsed values out), validated before the body. */
  query?: z.ZodType
  /** A multipart upload with a `file` field, which the handler reads itself. */
  multipart?: boolean
  /** A public list held in the page cache under the site revision, keyed on the query's parameters. */
  cache?: boolean
  /** False for work that never touches the database: it never waits for (or is shed from) a render slot. */
  queued?: boolean
}

/**
 * How the server treats an endpoint's requests (its route record, `server/route-table.ts`), declared
 * where the endpoint is: the contract's from its registration, any other's in `custom.route`.
 */
export interface RoutePolicy {
  contract?: boolean
  cache?: boolean
  queued?: boolean
  /** `small` 100 KB of JSON (a form without files 1 MB), `upload` one image, `document` a whole document. */
  body?: 'small' | 'upload' | 'document'
  group?: 'api' | 'health'
}

/** The route policy of any Payload endpoint: a contract call's from its registration, else `custom.route`. */
export function routePolicy(endpoint: Endpoint): RoutePolicy {
  const spec = contractSpec(endpoint)
  if (!spec) return (endpoint.custom as { route?: RoutePolicy } | undefined)?.route ?? {}
  return {
    contract: true,
    cache: spec.cache,
    queued: spec.queued,
    body: spec.multipart ? 'upload' : 'small',
    group: spec.path.startsWith('/health') ? 'health' : 'api',
  }
}

type Caller<A extends Access> = A extends 'public' ? undefined : User
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

interface Call<A extends Access, S, P, Q> {
  req: PayloadRequest
  user: Caller<A>
  body: Parsed<S>
  query: Parsed<Q>
  prepared: P
}

interface Definition<
  A extends Access,
  S extends z.ZodType | undefined,
  P,
  R extends z.ZodType,
  Q extends z.ZodType | undefined,
> extends Omit<ContractSpec, 'access' | 'body' | 'response' | 'query'> {
  access: A
  body?: S
  query?: Q
  response: R
  /**
   * Runs after the access check and before the body is read, for what must refuse first: a rate
   * limit, or a 404/403 on the target, which callers get even when their body is also wrong.
   */
  prepare?: (req: PayloadRequest, user: Caller<A>) => Promise<P>
  handler: (call: Call<A, S, P, Q>) => Promise<Answer<z.input<R>>>
}

const CHECKS: Record<Access, (req: PayloadRequest) => Promise<User | undefined>> = {
  public: async () => undefined,
  user: requireUser,
  admin: requireAdmin,
}

/** Every refusal status a registration can answer with, from what it declares and what it reads. */
export function refusals(spec: Omit<ContractSpec, 'errors'> & { errors?: number[] }): number[] {
  const statuses = new Set(spec.errors)
  if (spec.access !== 'public') statuses.add(401).add(403)
  if (spec.query || spec.body) statuses.add(400)
  // readJson and the multipart reader refuse an oversized body and a wrong Content-Type.
  if (spec.body || spec.multipart) statuses.add(413).add(415)
  return [...statuses].sort((a, b) => a - b)
}

/**
 * The one registration of a contract call: the Payload endpoint checks access, runs `prepare`,
 * validates the query string and then the body with their zod schemas (400 `{ detail, errors }`)
 * and only then calls the handler; `openApiDocument` reads the same registration.
 */
export function defineEndpoint<
  A extends Access,
  R extends z.ZodType,
  S extends z.ZodType | undefined = undefined,
  P = undefined,
  Q extends z.ZodType | undefined = undefined,
>(definition: Definition<A, S, P, R, Q>): Endpoint {
  const { handler, prepare, ...spec } = definition
  const contract: ContractSpec = { ...spec, errors: refusals(spec) }
  const built = endpoint(spec.method, spec.path, async (req) => {
    const user = (await CHECKS[spec.access](req)) as Caller<A>
    const prepared = (prepare ? await prepare(req, user) : undefined) as P
    // A repeated parameter counts once, by its last value.
    const query = (spec.query ? validate(spec.query, Object.fromEntries(req.searchParams)) : undefined) as Parsed<Q>
    const body = (spec.body ? await readInput(req, spec.body) : undefined) as Parsed<S>
    return handler({ req, user, body, query, prepared })
  })
  return { ...built, custom: { contract } }
}

/** The registration behind a Payload endpoint, if it is a contract call. */
export const contractSpec = (endpoint: Endpoint): ContractSpec | undefined =>
  (endpoint.custom as { contract?: ContractSpec } | undefined)?.contract
