import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Counts each client's requests in progress (reading a body, waiting for or holding a render slot),
 * so one address cannot take the whole queue or hold hundreds of sockets open sending slowly.
 */
export function createClientCap(max: number) {
  const active = new Map<string, number>()
  return {
    /** Takes a place for `client` until `res` closes; false when the client already has `max`. */
    enter(client: string, res: ServerResponse): boolean {
      const count = active.get(client) ?? 0
      if (count >= max) return false
      active.set(client, count + 1)
      res.once('close', () => {
        const left = active.get(client)! - 1
        if (left > 0) active.set(client, left)
        else active.delete(client)
      })
      return true
    },
  }
}

export const TOO_MANY_AT_ONCE = 'Too many requests at once from your address. Please try again in a moment.'

/** 429 in the contract's shape under /api, text elsewhere; the client's other requests go on. */
export function refuseBusyClient(req: IncomingMessage, res: ServerResponse): void {
  const api = (req.url ?? '').startsWith('/api/')
  res.writeHead(429, {
    'Retry-After': '1',
    Connection: 'close',
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
  })
  res.end(
    api ? JSON.stringify({ detail: TOO_MANY_AT_ONCE, errors: [{ message: TOO_MANY_AT_ONCE }] }) : TOO_MANY_AT_ONCE,
  )
}
