import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { Transport } from '~/lib/api'

import { postAccessRequest } from './post-access-request.server'

const FILLED = {
  first_name: 'Nina',
  last_name: 'Cole',
  email: 'nina@clearpath.example',
  company: '',
  reason: 'New in sales',
  website: '',
}

/** Posts `fields` to the action over a transport that answers `status` with `body`, recording the call. */
async function post(fields: Record<string, string>, status: number, body: unknown) {
  const calls: Array<{ path: string; body: unknown }> = []
  const api: Transport = async (path, init) => {
    calls.push({ path, body: JSON.parse(String(init.body)) })
    return Response.json(body, { status })
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://localhost/portal/login?view=request-access', { method: 'POST', body: form })
  const result = await postAccessRequest(request, { api } as AppLoadContext)
  return { calls, status: result.init?.status, post: result.data }
}

describe('postAccessRequest', () => {
  it("sends the form's fields, the honeypot included, to the contract and answers sent", async () => {
    const bot = { ...FILLED, website: 'https://bot.example' }
    const { calls, status, post: answer } = await post({ ...bot, extra: 'dropped' }, 201, { success: true })
    expect(calls).toEqual([{ path: '/api/portal/access-requests', body: bot }])
    expect(status).toBe(200)
    expect(answer).toMatchObject({ form: 'request-access', status: 'sent', result: { status: 'success' } })
  })

  it("checks the post with the form's schema first, keeping what was typed", async () => {
    const { calls, status, post: answer } = await post({ ...FILLED, first_name: '' }, 201, { success: true })
    expect(calls).toEqual([])
    expect(status).toBe(400)
    expect(answer.status).toBe('invalid')
    expect(answer.result.error).toEqual({ first_name: ['First name required'] })
    expect(answer.result.initialValue).toMatchObject({ last_name: 'Cole', email: 'nina@clearpath.example' })
  })

  it("maps the contract's field messages to the fields and keeps the values", async () => {
    const refusal = { detail: 'Already waiting', errors: { email: 'A request is already waiting', other: 'x' } }
    const { status, post: answer } = await post(FILLED, 400, refusal)
    expect(status).toBe(400)
    expect(answer.status).toBe('invalid')
    expect(answer.result.error).toEqual({ email: ['A request is already waiting'] })
    expect(answer.result.initialValue).toMatchObject({ first_name: 'Nina' })
  })

  it('answers a failure the visitor can retry for a rate limit or a fault, without field messages', async () => {
    const limited = await post(FILLED, 429, { detail: 'Too many requests' })
    expect([limited.status, limited.post.status, limited.post.result.error]).toEqual([429, 'failed', undefined])
    const broken = await post(FILLED, 500, { detail: 'Boom' })
    expect([broken.status, broken.post.status, broken.post.result.error]).toEqual([503, 'failed', undefined])
    const refused = await post(FILLED, 400, { detail: 'Malformed' })
    expect([refused.status, refused.post.status]).toEqual([400, 'failed'])
  })
})
