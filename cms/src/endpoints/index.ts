import type { Endpoint } from 'payload'

import { contentEndpoints } from './content'
import { healthEndpoint } from './health'

/** Every root endpoint of the /api contract (SPEC §7), registered once in payload.config.ts. */
export const endpoints: Endpoint[] = [healthEndpoint, ...contentEndpoints]
