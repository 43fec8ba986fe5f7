import type { PayloadRequest } from 'payload'

import type { User } from '../../shared/payload-types'

export type Id = number | string

/** The id a relationship holds, whether Payload gave the id or the populated document. */
export const relationId = (value: unknown): Id | null =>
  value && typeof value === 'object' ? ((value as { id: Id }).id ?? null) : ((value as Id) ?? null)

/** The user a relationship points at, read whatever the caller may see (rules check who it is), or null. */
export async function relatedUser(req: PayloadRequest, value: unknown): Promise<User | null> {
  const id = relationId(value)
  if (id === null || id === '') return null
  return req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
}
