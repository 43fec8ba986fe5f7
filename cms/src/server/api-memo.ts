import type { Payload } from 'payload'

import { collectReads, recordRead } from '../lib/content/render-reads'
import { getSiteRevision } from '../lib/content/site-revision'

type Transport = (path: string, init?: RequestInit) => Promise<Response>
type Held = { status: number; headers: Array<[string, string]>; body: ArrayBuffer; tags: string[] }

const MAX_HELD = 500

/**
 * The anonymous renders' in-process API reads (GET), answered once per site revision in this
 * process: the header, footer, settings and menu products every page reads are read once per
 * publish, not once per page. An answer given again notes the reads it was made from, so the page
 * rendered with it is tagged as if it had read them itself. Only 200 answers are kept.
 */
export function apiMemo(payload: Payload) {
  let revision: string | undefined
  let held = new Map<string, Promise<Held>>()

  const read = async (transport: Transport, path: string, init: RequestInit): Promise<Held> => {
    const { result, tags } = await collectReads(async () => {
      const response = await transport(path, init)
      return { response, body: await response.arrayBuffer() }
    })
    return { status: result.response.status, headers: [...result.response.headers], body: result.body, tags: [...tags] }
  }

  return (transport: Transport): Transport =>
    async (path, init = {}) => {
      if ((init.method ?? 'GET') !== 'GET') return transport(path, init)
      const current = await getSiteRevision(payload)
      if (current !== revision) {
        revision = current
        held = new Map()
      }
      const table = held
      let answer = table.get(path)
      if (!answer) {
        answer = read(transport, path, init)
        if (table.size < MAX_HELD) table.set(path, answer)
        // A failed or refused read is not kept: the next render asks again.
        answer.then(
          (value) => value.status !== 200 && table.delete(path),
          () => table.delete(path),
        )
      }
      // Another render's read that failed (its visitor left, say) is made again for this one.
      const value = await answer.catch(() => read(transport, path, init))
      for (const tag of value.tags) recordRead(tag)
      return new Response(value.body.slice(0), { status: value.status, headers: value.headers })
    }
}
