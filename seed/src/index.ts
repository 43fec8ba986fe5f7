import type { Payload } from 'payload'

import { seedDemo } from './demo'
import { seedEmailTemplates } from './email-templates'
import { seedLandingBlocks } from './landing'
import { allPages } from './pages'
import { serviceHoursPage } from './pages/service-hours'
import { seedGlobals } from './site'
import { ensure } from './upsert'
import { seedJobRoles, seedSuperAdmin } from './users'

export type SeedOptions = { log?: (line: string) => void }

/** Loads the initial content and demo data. Idempotent: a second run creates nothing new. */
export async function seed(payload: Payload, { log = (line) => payload.logger.info(line) }: SeedOptions = {}) {
  await seedSuperAdmin(payload, log)
  const jobRoles = await seedJobRoles(payload)
  await seedGlobals(payload)
  await seedEmailTemplates(payload)
  await seedDemo(payload, jobRoles)
  for (const page of [...allPages, serviceHoursPage])
    await ensure(payload, 'pages', { path: { equals: page.path } }, page)
  await seedLandingBlocks(payload)
  log('Seed complete')
}
