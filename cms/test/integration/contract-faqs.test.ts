import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVERYONE, STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  const faqs = [
    {
      question: 'What is SAP Business One?',
      answer: 'An ERP for growing businesses.',
      category: 'General',
      order: 1,
      is_published: true,
    },
    {
      question: 'How long does it take?',
      answer: '8-12 weeks.',
      category: 'Implementation',
      order: 0,
      is_published: true,
    },
    { question: 'Hidden question?', answer: 'Not yet.', category: 'General', order: 2, is_published: false },
  ]
  for (const data of faqs) await t.payload.create({ collection: 'faq-items', data, overrideAccess: true })
})
afterAll(() => t?.close())

const faqCount = async () => (await t.payload.count({ collection: 'faq-items', overrideAccess: true })).totalDocs

describe('GET /api/faqs', () => {
  for (const as of EVERYONE) {
    it(`shows ${as} the published FAQs in order`, async () => {
      const { faqs } = await expectJson(await t.request('/api/faqs', { as }))
      expect(faqs.map((f: { question: string }) => f.question)).toEqual([
        'How long does it take?',
        'What is SAP Business One?',
      ])
      expect(Object.keys(faqs[0]).sort()).toEqual(['answer', 'category', 'id', 'is_published', 'order', 'question'])
    })
  }
})

describe('admin FAQs', () => {
  it('refuses outsiders on every admin call', async () => {
    await expectAdminOnly(t, '/api/faqs/admin/all')
    await expectAdminOnly(t, '/api/faqs/admin', { method: 'POST', body: { question: 'Q', answer: 'A' } })
    await expectAdminOnly(t, '/api/faqs/admin/1', { method: 'PUT', body: { question: 'Q', answer: 'A' } })
    await expectAdminOnly(t, '/api/faqs/admin/1', { method: 'DELETE' })
    expect(await faqCount()).toBe(3)
  })

  for (const as of STAFF) {
    it(`${as} lists every FAQ, drafts included`, async () => {
      const { faqs } = await expectJson(await t.request('/api/faqs/admin/all', { as }))
      expect(faqs).toHaveLength(await faqCount())
      expect(faqs.map((f: { question: string }) => f.question)).toContain('Hidden question?')
    })
  }

  it('creates an FAQ with the defaults of SPEC §9 (General, 0, published)', async () => {
    const body = await expectJson(
      await t.request('/api/faqs/admin', {
        method: 'POST',
        as: 'admin',
        body: { question: ' Do you host? ', answer: 'Yes, on AWS.' },
      }),
      201,
    )
    expect(body).toMatchObject({
      question: 'Do you host?',
      answer: 'Yes, on AWS.',
      category: 'General',
      order: 0,
      is_published: true,
    })
  })

  it('creates an FAQ with every field given', async () => {
    const body = await expectJson(
      await t.request('/api/faqs/admin', {
        method: 'POST',
        as: 'super_admin',
        body: { question: 'Q?', answer: 'A.', category: 'Support', order: '7', is_published: false },
      }),
      201,
    )
    expect(body).toMatchObject({ category: 'Support', order: 7, is_published: false })
  })

  it.each([
    [{ answer: 'A' }, 'question', 'Question required'],
    [{ question: ' ', answer: 'A' }, 'question', 'Question required'],
    [{ question: 'Q' }, 'answer', 'Answer required'],
    [{ question: 'Q', answer: 'A', category: '' }, 'category', 'Category required'],
    [{ question: 'Q', answer: 'A', order: 1.5 }, 'order', 'Order must be a whole number'],
    [{ question: 'Q', answer: 'A', order: 'first' }, 'order', 'Order must be a whole number'],
    [{ question: 'Q', answer: 'A', is_published: 'yes' }, 'is_published', 'Published must be true or false'],
    [{ question: 'Q'.repeat(501), answer: 'A' }, 'question', 'Question must be at most 500 characters'],
  ])('validates %j', async (body, field, message) => {
    const before = await faqCount()
    const problem = await expectProblem(
      await t.request('/api/faqs/admin', { method: 'POST', as: 'admin', body }),
      400,
      message,
    )
    expect(problem.errors?.[field]).toBe(message)
    expect(await faqCount()).toBe(before)
  })

  it("keeps the order rule on Payload's own REST (the admin's path) too", async () => {
    const before = await faqCount()
    const res = await t.request('/api/faq-items', {
      method: 'POST',
      as: 'admin',
      body: { question: 'Q', answer: 'A', order: 2.5 },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Order must be a whole number')
    expect(await faqCount()).toBe(before)
  })

  it('updates an FAQ, keeping what is not sent', async () => {
    const created = await expectJson(
      await t.request('/api/faqs/admin', {
        method: 'POST',
        as: 'admin',
        body: { question: 'Old?', answer: 'Old.', category: 'Pricing & Licensing', order: 3, is_published: false },
      }),
      201,
    )
    const body = await expectJson(
      await t.request(`/api/faqs/admin/${created.id}`, {
        method: 'PUT',
        as: 'admin',
        body: { question: 'New?', answer: 'New.' },
      }),
    )
    expect(body).toEqual({
      id: created.id,
      question: 'New?',
      answer: 'New.',
      category: 'Pricing & Licensing',
      order: 3,
      is_published: false,
    })
    const toggled = await expectJson(
      await t.request(`/api/faqs/admin/${created.id}`, {
        method: 'PUT',
        as: 'admin',
        body: { question: 'New?', answer: 'New.', is_published: true },
      }),
    )
    expect(toggled.is_published).toBe(true)
  })

  it('validates updates', async () => {
    const { faqs } = await expectJson(await t.request('/api/faqs/admin/all', { as: 'admin' }))
    await expectProblem(
      await t.request(`/api/faqs/admin/${faqs[0].id}`, { method: 'PUT', as: 'admin', body: { question: 'Q' } }),
      400,
      'Answer required',
    )
  })

  it.each(['999999', 'nope'])('answers 404 for FAQ %s', async (id) => {
    await expectProblem(
      await t.request(`/api/faqs/admin/${id}`, { method: 'PUT', as: 'admin', body: { question: 'Q', answer: 'A' } }),
      404,
      'FAQ not found',
    )
    await expectProblem(
      await t.request(`/api/faqs/admin/${id}`, { method: 'DELETE', as: 'admin' }),
      404,
      'FAQ not found',
    )
  })

  it('deletes an FAQ and answers with it', async () => {
    const created = await expectJson(
      await t.request('/api/faqs/admin', { method: 'POST', as: 'admin', body: { question: 'Bye?', answer: 'Bye.' } }),
      201,
    )
    expect(
      (await expectJson(await t.request(`/api/faqs/admin/${created.id}`, { method: 'DELETE', as: 'admin' }))).question,
    ).toBe('Bye?')
    await expectProblem(await t.request(`/api/faqs/admin/${created.id}`, { method: 'DELETE', as: 'admin' }), 404)
  })
})
