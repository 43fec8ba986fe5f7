import type { Endpoint } from 'payload'

import { databaseKind } from '../lib/env'

export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    // A cheap query proves the database answers, not just that the process is up.
    await req.payload.count({ collection: 'job-roles', overrideAccess: true })
    return Response.json({ status: 'ok', database: databaseKind() })
  },
}
