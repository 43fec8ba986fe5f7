import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await t.payload.create({ collection: 'categories', data: { name: 'ERP' }, overrideAccess: true })
})
afterAll(() => t?.close())

type Post = { id: number | string; slug: string; author: string; author_profile: unknown }

const write = async (body: Record<string, unknown>) => {
  const res = await t.request('/api/blog/admin/posts', {
    method: 'POST',
    as: 'admin',
    body: { excerpt: 'E', content: 'Body', category: 'ERP', status: 'published', ...body },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as Post
}

const authorNamed = async (name: string) =>
  (await t.payload.find({ collection: 'authors', where: { name: { equals: name } }, overrideAccess: true })).docs

describe('authors as people', () => {
  it('turns the portal’s author box into a person, one per name whatever its case', async () => {
    const first = await write({ title: 'One', author: 'Priya Shah' })
    const second = await write({ title: 'Two', author: ' priya SHAH ' })
    expect([first.author, second.author]).toEqual(['Priya Shah', 'Priya Shah'])
    expect(await authorNamed('Priya Shah')).toHaveLength(1)
    // No author typed: the member of staff who wrote it.
    expect((await write({ title: 'Three' })).author).toBe('admin Tester')
  })

  it('shows the author’s name, role, photo and bio under the published post', async () => {
    const [priya] = await authorNamed('Priya Shah')
    await t.payload.update({
      collection: 'authors',
      id: priya!.id,
      data: { role: 'Senior consultant', bio: 'Forty go-lives.' },
      overrideAccess: true,
    })
    const { slug } = await write({ title: 'Four', author: 'Priya Shah' })
    const res = await t.request(`/api/blog/posts/${slug}`)
    expect(res.status).toBe(200)
    const post = (await res.json()) as Post
    expect(post.author).toBe('Priya Shah')
    expect(post.author_profile).toEqual({
      name: 'Priya Shah',
      role: 'Senior consultant',
      bio: 'Forty go-lives.',
      photo: null,
    })
    const list = (await (await t.request('/api/blog/posts')).json()) as { posts: Post[] }
    expect(list.posts.find((p) => p.slug === slug)?.author).toBe('Priya Shah')
  })

  it('keeps an author who is credited on posts (409), and anyone may read authors but only staff write them', async () => {
    const [priya] = await authorNamed('Priya Shah')
    const refused = await t.request(`/api/authors/${priya!.id}`, { method: 'DELETE', as: 'admin' })
    expect(refused.status).toBe(409)
    expect(await authorNamed('Priya Shah')).toHaveLength(1)
    expect((await t.request('/api/authors')).status).toBe(200)
    expect((await t.request('/api/authors', { method: 'POST', as: 'user', body: { name: 'X' } })).status).toBe(403)
    const duplicate = await t.request('/api/authors', { method: 'POST', as: 'admin', body: { name: 'PRIYA shah' } })
    expect(duplicate.status).toBe(409)
  })
})
