import type { Endpoint, Payload, PayloadRequest } from 'payload'

import type { RoutePolicy } from '../contract/define-endpoint'
import { migrationsFor } from '../lib/db/migrations'
import { databaseKind } from '../config/derived-settings'

/** Liveness: the process is up and answering; says nothing about the database. */
export const livenessEndpoint: Endpoint = {
  path: '/health/live',
  method: 'get',
  handler: () => Response.json({ status: 'ok' }),
  // No database work: never waits for a render slot, so a busy instance still says it is alive.
  custom: { route: { queued: false, group: 'health' } satisfies RoutePolicy },
}

/** Committed migrations the database has not recorded yet (on MongoDB, its data migrations). */
export async function pendingMigrations(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const migrations = migrationsFor(payload)
  if (!migrations.length) return []
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    where: { name: { in: migrations.map((m) => m.name) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const applied = new Set(docs.map((doc) => doc.name))
  return migrations.map((m) => m.name).filter((name) => !applied.has(name))
}

/**
 * Readiness: the database answers and its schema is current, so a load balancer may send traffic.
 * 503 otherwise, with the reason.
 */
const readiness: Endpoint['handler'] = async (req) => {
  try {
    await req.payload.count({ collection: 'users', overrideAccess: true, req })
    const pending = await pendingMigrations(req.payload, req)
    if (pending.length)
      return Response.json(
        { status: 'unavailable', detail: `Migrations not run: ${pending.join(', ')}` },
        { status: 503 },
      )
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'Readiness check: the database did not answer' })
    return Response.json({ status: 'unavailable', detail: 'The database did not answer.' }, { status: 503 })
  }
  return Response.json({ status: 'ok', database: databaseKind() })
}

// Two database reads, so counted against the client's cap, but never queued behind renders: a load
// balancer's probe must not be shed from a busy instance.
const readinessRoute = { custom: { route: { queued: false, group: 'health' } satisfies RoutePolicy } }

export const readinessEndpoints: Endpoint[] = [
  { path: '/health', method: 'get', handler: readiness, ...readinessRoute },
  { path: '/health/ready', method: 'get', handler: readiness, ...readinessRoute },
]
