import type { ServerResponse } from 'node:http'

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
