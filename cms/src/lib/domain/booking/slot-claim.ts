import type { Payload } from 'payload'

import { isWriteConflict } from '../../db/mongo-internals'
import type { Id } from '../../../collections/shared/relations'

/** A claim this old with no meeting behind it belongs to a booking that died half-way. */
const STALE_MS = 60_000

const iso = (start: number) => new Date(start).toISOString()

async function held(payload: Payload, collection: 'slot-claims' | 'meetings', advisor: Id, start: number) {
  const { docs } = await payload.find({
    collection,
    where: { and: [{ advisor: { equals: advisor } }, { start: { equals: iso(start) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Takes the slot (advisor, start) with one insert outside any transaction; the unique index judges,
 * so of many callers at once one gets true at once and the others false, with no transaction to
 * retry. A stale claim (no meeting after a minute) is taken over.
 */
export async function claimSlot(payload: Payload, advisor: Id, start: number): Promise<boolean> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      await payload.create({
        collection: 'slot-claims',
        data: { advisor: advisor as number, start: iso(start) },
        overrideAccess: true,
        disableTransaction: true,
      })
      return true
    } catch (error) {
      const claim = await held(payload, 'slot-claims', advisor, start)
      if (!claim) {
        // The winner's insert is not visible yet (a replica set's write conflict): look again shortly.
        if (isWriteConflict(error) && attempt < 5) {
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
          continue
        }
        throw error
      }
      const stale = Date.parse(claim.createdAt) < Date.now() - STALE_MS
      if (!stale || (await held(payload, 'meetings', advisor, start))) return false
      await payload.delete({ collection: 'slot-claims', id: claim.id, overrideAccess: true, disableTransaction: true })
    }
  }
  return false
}

/** Frees a slot again: after a failed booking, a move away from it, or a cancellation. */
export async function releaseSlot(payload: Payload, advisor: Id, start: number): Promise<void> {
  await payload.delete({
    collection: 'slot-claims',
    where: { and: [{ advisor: { equals: advisor } }, { start: { equals: iso(start) } }] },
    overrideAccess: true,
    disableTransaction: true,
  })
}
