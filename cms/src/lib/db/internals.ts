import type { Payload } from 'payload'

import { mongoInternals } from './mongo-internals'
import { sqliteInternals } from './sqlite-internals'
import type { DbInternals } from './types'

const known = new WeakMap<Payload['db'], DbInternals>()

/**
 * The internals of the adapter Payload is connected to. The first call (at boot) checks the
 * adapter's major version and throws on one the module was not written for.
 */
export function dbInternals(payload: Payload): DbInternals {
  let internals = known.get(payload.db)
  if (!internals) {
    if (payload.db.name === 'sqlite') internals = sqliteInternals(payload)
    else if (payload.db.name === 'mongoose') internals = mongoInternals(payload)
    else throw new Error(`No database internals for the ${payload.db.name} adapter`)
    known.set(payload.db, internals)
  }
  return internals
}
