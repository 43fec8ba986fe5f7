import { seed } from '@b1/seed'
import type { Payload } from 'payload'

/** A fresh database (no users yet) gets the initial content on first start. */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) await seed(payload)
}
