import type { Payload } from 'payload'

import { convertTypedLinks } from '@b1/cms/entry'
import { seedDemo } from './demo'
import { seedEmailTemplates } from './email-templates'
import { seedLandingBlocks } from './landing'
import { allPages } from './pages'
import { serviceHoursPage } from './pages/service-hours'
import { seedGlobals } from './site'
import { seedPictures, withPictures } from './pictures'
import { seedShareImage, withShareImage } from './share-image'
import { createIfMissing } from './create-if-missing'
import { seedJobRoles, seedSuperAdmin } from './users'

export type SeedOptions = { log?: (line: string) => void }

/** Loads the initial content and demo data. Idempotent: a second run creates nothing new. */
export async function seed(payload: Payload, { log = (line) => payload.logger.info(line) }: SeedOptions = {}) {
  await seedSuperAdmin(payload, log)
  const jobRoles = await seedJobRoles(payload)
  await seedEmailTemplates(payload)
  await seedDemo(payload, jobRoles)
  const shareImage = await seedShareImage(payload)
  const pictures = await seedPictures(payload)
  for (const page of [...allPages, serviceHoursPage])
    await createIfMissing(
      payload,
      'pages',
      { path: { equals: page.path } },
      withPictures(withShareImage(page, shareImage), pictures),
    )
  await seedLandingBlocks(payload)
  // After the pages exist, so menu, footer and button links can point at them by reference.
  await seedGlobals(payload, pictures)
  await convertTypedLinks(payload)
  log('Seed complete')
}
