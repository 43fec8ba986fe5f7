import { randomUUID } from 'node:crypto'
import type { RequestListener } from 'node:http'

import type { Payload } from 'payload'

import { runInRequest } from '../lib/runtime/request-context'
import { countRequest } from './metrics'
import type { RouteRecord } from './route-table'

/** An id a trusted proxy may hand on: short, and only characters that read well in a log. */
const SANE_ID = /^[\w.:@=+/-]{1,128}$/

/** Reset and booking tokens travel in the path: logs show where a request went, never such a token. */
function loggedPath(pathname: string, route: RouteRecord | undefined): string {
  if (route?.secretSegment === undefined) return pathname
  const segments = pathname.split('/')
  if (segments.length > route.secretSegment) segments[route.secretSegment] = '…'
  return segments.join('/')
}
/**
 * Wraps the server's request listener: every request gets an id (a trusted proxy's `X-Request-Id`,
 * or a new UUID) that goes back in the `X-Request-Id` header and into every log line written while
 * it is handled; when it ends, one JSON log line and the HTTP metrics record it.
 */
export function observeRequests(
  listener: RequestListener,
  { logger, trusted }: { logger: Payload['logger']; trusted: (address: string) => boolean },
): RequestListener {
  return (req, res) => {
    const started = performance.now()
    const incoming = req.headers['x-request-id']
    const requestId =
      typeof incoming === 'string' && SANE_ID.test(incoming) && trusted(req.socket.remoteAddress ?? '')
        ? incoming
        : randomUUID()
    res.setHeader('X-Request-Id', requestId)
    const pathname = (req.url ?? '/').split('?')[0]
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      const status = res.writableFinished ? res.statusCode : 499
      countRequest(req.routeRecord?.group ?? 'unknown', status, seconds, res.getHeader('x-cache') as string | undefined)
      const path = loggedPath(pathname, req.routeRecord)
      const line = { requestId, method: req.method, path, status, ms: Math.round(seconds * 1000) }
      if (status >= 500) logger.error(line, 'request failed')
      else logger.info(line, 'request')
    })
    runInRequest(requestId, () => listener(req, res))
  }
}
