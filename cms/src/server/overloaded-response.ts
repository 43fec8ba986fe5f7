import type { IncomingMessage, ServerResponse } from 'node:http'

import { countShed } from './metrics'

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.'
/** Seconds a shed client is asked to wait: a queue drains within about that. */
export const RETRY_AFTER_SECONDS = 1

/** The quick answer to a request shed under overload: the contract's error shape under /api, text elsewhere. */
export function overloadedAnswer(pathname: string): { contentType: string; body: string } {
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ detail: OVERLOADED_MESSAGE, errors: [{ message: OVERLOADED_MESSAGE }] }),
    }
  return { contentType: 'text/plain; charset=utf-8', body: OVERLOADED_MESSAGE }
}

export function sendOverloaded(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent || res.destroyed) return
  countShed()
  const { contentType, body } = overloadedAnswer((req.url ?? '/').split('?')[0])
  res.writeHead(503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
