import type { Endpoint } from 'payload'

import { authEndpoints } from './auth'
import { blogEndpoints } from './blog'
import { contentEndpoints } from './content'
import { faqEndpoints } from './faqs'
import { formEndpoints } from './forms'
import { livenessEndpoint, readinessEndpoints } from './health'
import { openApiEndpoint } from './openapi'
import { portalEndpoints } from './portal'
import { uploadEndpoints } from './upload'

/** Every root endpoint of the /api contract (SPEC §7), registered once in payload.config.ts. */
export const endpoints: Endpoint[] = [
  livenessEndpoint,
  ...readinessEndpoints,
  ...contentEndpoints,
  ...authEndpoints,
  ...blogEndpoints,
  ...faqEndpoints,
  ...formEndpoints,
  ...portalEndpoints,
  ...uploadEndpoints,
  openApiEndpoint,
]
