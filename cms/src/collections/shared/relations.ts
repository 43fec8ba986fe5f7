import type { PayloadRequest } from 'payload'

import type { User } from '../../shared/payload-types'

export type Id = number | string

/** The id a relationship holds, whether Payload gave the id or the populated document. */
export const relationId = (value: unknown): Id | null =>
  value && typeof value === 'object' ? ((value as { id: Id }).id ?? null) : ((value as Id) ?? null)

const lastLookup = new WeakMap<PayloadRequest, Promise<unknown>>()

/**
 * Runs a validator's read after the request's previous one ends. Payload validates a document's
 * fields in parallel, and a MongoDB transaction's session refuses a second operation while one runs
 * (a lead's advisor and won reason, checked at once, failed with NoSuchTransaction).
 */
export function inTurn<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const mine = (lastLookup.get(req) ?? Promise.resolve()).then(read, read)
  lastLookup.set(
    req,
    mine.catch(() => undefined),
  )
  return mine
}

/** The user a relationship points at, read whatever the caller may see (rules check who it is), or null. */
export async function relatedUser(req: PayloadRequest, value: unknown): Promise<User | null> {
  const id = relationId(value)
  if (id === null || id === '') return null
  return inTurn(req, () =>
    req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req }),
  )
}
