import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { Lead, Page, Post } from '../src/shared/payload-types'

/**
 * The data in the pre-baseline fixtures (test/fixtures/pre-baseline*.{sql,json}), as Payload must read
 * it back after today's migrations, on either database.
 */
export async function expectPreBaselineData(payload: Payload): Promise<void> {
  const login = await payload.login({
    collection: 'users',
    data: { email: 'owner@example.co.uk', password: 'Fixture-password-1' },
  })
  expect(login.user).toMatchObject({ first_name: 'Olive', role: 'super_admin', is_active: true })

  const [lead] = (await payload.find({ collection: 'leads', depth: 2 })).docs as Lead[]
  expect(lead).toMatchObject({
    first_name: 'Lena',
    company: 'Customer Ltd',
    status: 'new',
    advisor: { email: 'adam@example.co.uk', job_role: { name: 'Solutions Advisor' } },
    due_at: expect.stringMatching(/^2026-11-27T/),
  })

  const [post] = (await payload.find({ collection: 'posts', depth: 1 })).docs as Post[]
  expect(post).toMatchObject({ title: 'Fixture post', slug: 'fixture-post', category: { name: 'News' } })
  expect(JSON.stringify(post!.content)).toContain('Hello from before the baseline.')

  const [live] = (await payload.find({ collection: 'pages', depth: 0 })).docs as Page[]
  expect(live!.blocks).toMatchObject([
    { blockType: 'hero', heading: 'Published hero', highlights: [{ text: 'One' }, { text: 'Two' }] },
    {
      blockType: 'cta-banner',
      heading: 'Read the post',
      primary_cta: { label: 'Read', type: 'reference', reference: { relationTo: 'posts', value: post!.id } },
    },
  ])
  const [draft] = (await payload.find({ collection: 'pages', depth: 0, draft: true })).docs as Page[]
  expect(draft!.blocks).toMatchObject([{ blockType: 'hero', heading: 'Draft hero', highlights: [{ text: 'Three' }] }])
  expect((await payload.findVersions({ collection: 'pages' })).totalDocs).toBe(2)
}
