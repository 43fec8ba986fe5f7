import { viewBeaconSchema, countableView } from '../../analytics/view'
import { viewCounter } from '../../analytics/counter'
import { defineEndpoint } from '../../contract/define-endpoint'
import { json } from '../../contract/http'
import { consume } from '../../contract/rate-limit'
import { serverUrl } from '../../config/derived-settings'
import { successSchema } from '../../shared/responses'

/**
 * The site's page-view beacon. Counted in memory and written in batches; the answer is the same
 * whether the view was counted, ignored (Do Not Track, a bot) or the counter was full. A client
 * sending more than a reader could gets a 429 (counted per instance, in memory).
 */
const view = defineEndpoint({
  method: 'post',
  path: '/analytics/view',
  summary: 'Count one page view (no cookie, no address kept; Do Not Track and bots are not counted)',
  access: 'public',
  ok: [202, '{ success: true }'],
  errors: [429],
  response: successSchema,
  body: viewBeaconSchema,
  // Counted in memory with its own per-client limit: a busy site never drops a visitor's view.
  queued: false,
  handler: async ({ req, body }) => {
    await consume('page-view', req)
    const counted = countableView(body, req.headers, new URL(serverUrl()).hostname)
    if (counted) viewCounter.count(counted)
    return json({ success: true }, 202)
  },
})

export const analyticsEndpoints = [view]
