import type { IncomingMessage, ServerResponse } from 'node:http'

import { countShed } from './metrics'
import { refuse } from './refusal'
import type { ErrorForm } from './route-table'

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.'
/** Seconds a shed client is asked to wait: a queue drains within about that. */
export const RETRY_AFTER_SECONDS = 1

/** The quick answer to a request shed under overload, in its route's error form. */
export function sendOverloaded(req: IncomingMessage, res: ServerResponse, form: ErrorForm) {
  if (res.headersSent || res.destroyed) return
  countShed()
  refuse(res, form, 503, OVERLOADED_MESSAGE, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    head: req.method === 'HEAD',
  })
}
