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
    const { calls, status, post: answer } = await post({ ...FILLED, extra: 'dropped' }, 201, { success: true })
    expect(calls).toEqual([{ path: '/api/portal/access-requests', body: FILLED }])
    expect(status).toBe(200)
    expect(answer).toEqual({ form: 'request-access', status: 'sent', values: FILLED, errors: {} })
  })

  it("maps the contract's field messages to the fields and keeps the values", async () => {
    const refusal = { detail: 'First name required', errors: { first_name: 'First name required', other: 'x' } }
    const { status, post: answer } = await post({ ...FILLED, first_name: '' }, 400, refusal)
    expect(status).toBe(400)
    expect(answer).toEqual({
      form: 'request-access',
      status: 'invalid',
      values: { ...FILLED, first_name: '' },
      errors: { first_name: 'First name required' },
    })
  })

  it('answers a failure the visitor can retry for a rate limit or a fault, without field messages', async () => {
    const limited = await post(FILLED, 429, { detail: 'Too many requests' })
    expect([limited.status, limited.post.status, limited.post.errors]).toEqual([429, 'failed', {}])
    const broken = await post(FILLED, 500, { detail: 'Boom' })
    expect([broken.status, broken.post.status, broken.post.errors]).toEqual([503, 'failed', {}])
    const refused = await post(FILLED, 400, { detail: 'Malformed' })
    expect([refused.status, refused.post.status]).toEqual([400, 'failed'])
  })
})
