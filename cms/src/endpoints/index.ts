import type { Endpoint } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '../contract/define-endpoint'
import { json } from '../contract/http'
import { openApiDocument } from '../contract/openapi'
import { analyticsEndpoints } from './analytics'
import { authEndpoints } from './auth'
import { blogEndpoints } from './blog'
import { contentEndpoints } from './content'
import { faqEndpoints } from './faqs'
import { formEndpoints } from './forms'
import { livenessEndpoint, readinessEndpoints } from './health'
import { portalEndpoints } from './portal'
import { searchEndpoints } from './search'
import { uploadEndpoints } from './upload'

let document: ReturnType<typeof openApiDocument> | undefined

const openApi = defineEndpoint({
  method: 'get',
  path: '/openapi.json',
  summary: 'This document',
  access: 'public',
  ok: [200, 'OpenAPI 3.1 document'],
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  // Built on first request, when `endpoints` below is complete, and kept: the registrations never change.
  handler: async () => json((document ??= openApiDocument(endpoints))),
})

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
  ...searchEndpoints,
  ...uploadEndpoints,
  ...analyticsEndpoints,
  openApi,
]
