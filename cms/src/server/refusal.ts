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

/**
 * Every answer the server gives before a handler runs (malformed target, method, body, busy client,
 * overload): the route's error form, never stored by a cache. `close` ends the connection, for a
 * refusal sent while the client may still be sending a body.
 */
export function refuse(
  res: ServerResponse,
  form: ErrorForm,
  status: number,
  detail: string,
  {
    headers = {},
    close = false,
    head = false,
  }: { headers?: Record<string, string>; close?: boolean; head?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return
  const { contentType, body } = refusalBody(form, detail)
  res.writeHead(status, {
    ...headers,
    ...(close ? { Connection: 'close' } : {}),
    'Cache-Control': 'no-store',
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(head ? undefined : body)
}

/** A request target with broken percent-escapes (`%E0%A4%A`), which every router downstream would throw on. */
export const MALFORMED = 'Malformed URL'
