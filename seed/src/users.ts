import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { settings } from '@b1/cms/config'
import { createIfMissing } from './create-if-missing'

export const JOB_ROLES = [
  'Solutions Advisor',
  'Solutions Architect',
  'Support Consultant',
  'Account Manager',
  'Marketing Manager',
]

export async function seedJobRoles(payload: Payload): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const name of JOB_ROLES) {
    const { id } = await createIfMissing(payload, 'job-roles', { name: { equals: name } }, { name })
    ids.set(name, id)
  }
  return ids
}

/**
 * The first super_admin, from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. Without a password a random
 * one is generated and printed once: there is never a fixed default password.
 */
export async function seedSuperAdmin(payload: Payload, log: (line: string) => void): Promise<void> {
  const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD } = settings()
  const email = SEED_ADMIN_EMAIL.toLowerCase()
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  const generated = !SEED_ADMIN_PASSWORD
  const password = SEED_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, first_name: 'Site', last_name: 'Administrator', role: 'super_admin', is_active: true },
  })
  log(
    `Created super_admin ${email}` +
      (generated ? ` with password: ${password}  (shown once; set SEED_ADMIN_PASSWORD to choose it)` : ''),
  )
}
