import type { ServerResponse } from 'node:http'

import type { ErrorForm } from './route-table'

/** A refusal's body in the route's error form: the contract's `{ detail }`, Payload's, or text. */
export function refusalBody(form: ErrorForm, detail: string): { contentType: string; body: string } {
  if (form === 'text') return { contentType: 'text/plain; charset=utf-8', body: detail }
  return {
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(form === 'contract' ? { detail } : { detail, errors: [{ message: detail }] }),
  }
}

/** How long a refused body may go on arriving, read and thrown away, before its connection is cut. */
export const REFUSED_BODY_LINGER_MS = 2000

/**
 * Every answer the server gives before a handler runs (malformed target, method, body, busy client,
 * overload): the route's error form, never stored by a cache. `unread`: the client may still be
 * sending a body. Closing the socket on unread bytes would reset the connection and lose the answer
 * on its way, so the rest is read and thrown away, and the connection cut if it goes on past
 * REFUSED_BODY_LINGER_MS.
 */
export function refuse(
  res: ServerResponse,
  form: ErrorForm,
  status: number,
  detail: string,
  {
    headers = {},
    unread = false,
    head = false,
  }: { headers?: Record<string, string>; unread?: boolean; head?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return
  const { contentType, body } = refusalBody(form, detail)
  res.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(head ? undefined : body)
  const { req } = res
  if (unread && req && !req.complete) {
    const cut = setTimeout(() => req.socket.destroy(), REFUSED_BODY_LINGER_MS).unref()
    req.once('end', () => clearTimeout(cut)).once('close', () => clearTimeout(cut))
    req.resume()
  }
}

/** A request target with broken percent-escapes (`%E0%A4%A`), which every router downstream would throw on. */
export const MALFORMED = 'Malformed URL'
