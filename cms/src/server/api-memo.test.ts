import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { collectReads, recordRead } from '../lib/content/render-reads'
import { bumpSiteRevision } from '../lib/content/site-revision'
import { apiMemo } from './api-memo'

function memoryPayload() {
  const store = new Map<string, unknown>()
  return {
    kv: {
      get: async (key: string) => store.get(key) ?? null,
      set: async (key: string, v: unknown) => store.set(key, v),
    },
  } as unknown as Payload
}

/** An in-process API whose answers count the calls and note a read of navigation. */
function countingTransport() {
  const calls: string[] = []
  const transport = async (path: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${path}`)
    recordRead('g:navigation')
    return path.includes('missing')
      ? Response.json({ detail: 'Not found' }, { status: 404 })
      : Response.json({ path, n: calls.length })
  }
  return { calls, transport }
}

describe('apiMemo', () => {
  it('answers a GET once per revision, and each render that reuses it is tagged with its reads', async () => {
    const payload = memoryPayload()
    const { calls, transport } = countingTransport()
    const api = apiMemo(payload)(transport)
    const first = await collectReads(async () => (await api('/api/globals/navigation')).json())
    const again = await collectReads(async () => (await api('/api/globals/navigation')).json())
    expect(again.result).toEqual(first.result)
    expect(calls).toEqual(['GET /api/globals/navigation'])
    expect([...again.tags]).toEqual(['g:navigation'])

    await bumpSiteRevision(payload, 'g:navigation')
    expect(await (await api('/api/globals/navigation')).json()).toEqual({ path: '/api/globals/navigation', n: 2 })
  })

  it('keeps no refusal, and passes writes through', async () => {
    const { calls, transport } = countingTransport()
    const api = apiMemo(memoryPayload())(transport)
    expect((await api('/api/pages/missing')).status).toBe(404)
    expect((await api('/api/pages/missing')).status).toBe(404)
    await api('/api/forms/contact', { method: 'POST' })
    await api('/api/forms/contact', { method: 'POST' })
    expect(calls).toEqual([
      'GET /api/pages/missing',
      'GET /api/pages/missing',
      'POST /api/forms/contact',
      'POST /api/forms/contact',
    ])
  })
})
