import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

describe('drafts validated, and still allowed to be unfinished', () => {
  it('saves a post draft with only a title, and refuses to publish it until it is complete', async () => {
    const draft = await t.request('/api/posts?draft=true', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Half an idea', _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id

    const publish = await t.request(`/api/posts/${id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(400)
    const { errors } = (await publish.json()) as { errors: { data?: { errors?: { path: string }[] } }[] }
    expect(errors[0]!.data!.errors!.map((e) => e.path).sort()).toEqual(['category', 'content', 'excerpt'])
  })

  it('still checks what a draft has typed', async () => {
    const res = await t.request('/api/posts?draft=true', {
      method: 'POST',
      as: 'admin',
      body: { title: 'x'.repeat(201), _status: 'draft' },
    })
    expect(res.status).toBe(400)
  })
})
