import { describe, expect, it } from 'vitest'

import {
  fullName,
  toAccessRequest,
  toAward,
  toCategory,
  toFaq,
  toJobRole,
  toLandingPage,
  toLead,
  toLeadActivity,
  toPost,
  toPostSummary,
  toProduct,
  toStat,
  toUser,
} from './mappers'

// The mappers only read documents; tests build the slices they read.
const doc = <T>(value: object) => value as T
const CREATED = '2026-03-02T10:00:00.000Z'

describe('contract mappers, every field filled', () => {
  it('awards, stats, job roles, categories and FAQs keep their values', () => {
    expect(toAward(doc({ id: 1, title: 'Partner', issuer: 'SAP', year: 2024, description: 'Gold' }))).toEqual({
      id: 1,
      title: 'Partner',
      issuer: 'SAP',
      year: 2024,
      description: 'Gold',
    })
    expect(toStat(doc({ id: 2, value: '25+', label: 'Years', order: 3 }))).toEqual({
      id: 2,
      value: '25+',
      label: 'Years',
    })
    expect(toJobRole(doc({ id: 3, name: 'Advisor', createdAt: CREATED }))).toEqual({ id: 3, name: 'Advisor' })
    expect(toCategory(doc({ id: 4, name: 'News', description: 'Company news' }))).toEqual({
      id: 4,
      name: 'News',
      description: 'Company news',
    })
    expect(
      toFaq(doc({ id: 5, question: 'Q?', answer: 'A.', category: 'General', order: 2, is_published: true })),
    ).toEqual({ id: 5, question: 'Q?', answer: 'A.', category: 'General', order: 2, is_published: true })
  })

  it('a product keeps its icon, brand colour and featured flag', () => {
    const product = {
      id: 6,
      slug: 'sap-b1',
      name: 'SAP Business One',
      tagline: 'ERP',
      description: 'All of it',
      icon: 'Box',
      group: 'core',
      brand_color: 'teal-600',
      featured: true,
    }
    expect(toProduct(doc(product))).toEqual(product)
  })

  it('a user shows its job role and nothing of its credentials', () => {
    const user = {
      id: 7,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'admin',
      job_role: { id: 3, name: 'Advisor', createdAt: CREATED },
      is_active: true,
      hash: 'secret',
      salt: 'secret',
      sessions: [{ id: 's' }],
    }
    expect(toUser(doc(user))).toEqual({
      id: 7,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'admin',
      job_role: { id: 3, name: 'Advisor' },
      is_active: true,
    })
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace')
    expect(fullName({ first_name: 'Ada', last_name: '' })).toBe('Ada')
  })

  it('a post summary and a post', async () => {
    const post = {
      id: 8,
      title: 'Hello',
      slug: 'hello',
      excerpt: 'Hi',
      content_text: 'Body',
      featured_image: { id: 1, url: '/media/a.png' },
      category: { id: 4, name: 'News' },
      _status: 'published',
      author: { id: 2, name: 'Ada', role: 'Analyst', bio: 'Counts things.', photo: { id: 3, url: '/media/ada.png' } },
      published_at: CREATED,
      content_html: '<p>Body</p>',
    }
    const summary = {
      id: 8,
      title: 'Hello',
      slug: 'hello',
      excerpt: 'Hi',
      content: 'Body',
      featured_image: '/media/a.png',
      category: 'News',
      status: 'published',
      author: 'Ada',
      published_at: CREATED,
    }
    expect(await toPostSummary(doc(post))).toEqual(summary)
    expect(await toPost(doc(post))).toEqual({
      ...summary,
      content_html: '<p>Body</p>',
      author_profile: { name: 'Ada', role: 'Analyst', bio: 'Counts things.', photo: '/media/ada.png' },
    })
    // An author read without their photo (depth 1), or not read at all (an id).
    expect((await toPost(doc({ ...post, author: { id: 2, name: 'Ada', photo: 3 } }))).author_profile).toEqual({
      name: 'Ada',
      role: '',
      bio: '',
      photo: null,
    })
    expect((await toPost(doc({ ...post, author: 2 }))).author_profile).toBeNull()
  })

  it('a lead with its advisor, consent, attribution and quote', () => {
    const lead = {
      id: 9,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '0123',
      company: 'Navy',
      role: 'CTO',
      topic: 'ERP',
      message: 'Call me',
      source: 'contact',
      status: 'new',
      advisor: { id: 7, email: 'ada@example.com' },
      createdAt: CREATED,
      consent: { given: true, given_at: CREATED, source_page: '/contact' },
      due_at: '2026-03-02T12:00:00.000Z',
      first_contacted_at: '2026-03-02T11:00:00.000Z',
      attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', landing_page: '/erp' },
      quote: {
        hours: 40,
        term_months: 12,
        suggested_bundle: 'Standard',
        discount_percent: 10,
        effective_rate: 90,
        payg_monthly: 4000,
        subscription_monthly: 3600,
        monthly_savings: 400,
      },
      value_gbp: 12000,
      outcome: 'won',
      outcome_reason: { id: 3, name: 'Local support', outcome: 'won', createdAt: CREATED },
      closed_at: '2026-03-03T09:00:00.000Z',
    }
    const before = Date.parse('2026-03-02T11:59:00.000Z')
    const after = Date.parse('2026-03-02T12:01:00.000Z')
    expect(toLead(doc(lead), before)).toEqual({
      id: 9,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '0123',
      company: 'Navy',
      role: 'CTO',
      topic: 'ERP',
      message: 'Call me',
      source: 'contact',
      status: 'new',
      assigned_to: 'ada@example.com',
      created_at: CREATED,
      consent: { given: true, given_at: CREATED, source_page: '/contact' },
      due_at: '2026-03-02T12:00:00.000Z',
      first_contacted_at: '2026-03-02T11:00:00.000Z',
      overdue: false,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      landing_page: '/erp',
      quote: lead.quote,
      value_gbp: 12000,
      outcome: 'won',
      outcome_reason: { id: 3, name: 'Local support', outcome: 'won' },
      closed_at: '2026-03-03T09:00:00.000Z',
    })
    // A reason not read in depth (an id) is not shown.
    expect(toLead(doc({ ...lead, outcome_reason: 3 })).outcome_reason).toBeNull()
    expect(toLead(doc(lead), after).overdue).toBe(true)
  })

  it('lead activity names who did it; access requests and landing pages keep their fields', () => {
    expect(
      toLeadActivity(
        doc({
          id: 10,
          type: 'note',
          createdAt: CREATED,
          by: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' },
          detail: 'Called',
        }),
      ),
    ).toEqual({
      id: 10,
      type: 'note',
      at: CREATED,
      by: { email: 'ada@example.com', name: 'Ada Lovelace' },
      detail: 'Called',
    })
    const request = {
      id: 11,
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.com',
      company: 'Bletchley',
      reason: 'Work',
      createdAt: CREATED,
      status: 'pending',
    }
    expect(toAccessRequest(doc(request))).toEqual({
      id: 11,
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.com',
      company: 'Bletchley',
      reason: 'Work',
      created_at: CREATED,
      status: 'pending',
    })
    const page = {
      id: 12,
      title: 'Spring',
      description: 'Offer',
      slug: 'spring',
      is_active: true,
      created_by: 'Ada Lovelace',
      template: 'hero',
      createdAt: CREATED,
    }
    expect(toLandingPage(doc(page))).toEqual({
      id: 12,
      title: 'Spring',
      description: 'Offer',
      slug: 'spring',
      is_active: true,
      created_by: 'Ada Lovelace',
      template: 'hero',
      created_at: CREATED,
    })
  })
})

describe('contract mappers, optional fields missing', () => {
  it('absent values become the empty values the contract promises, never undefined', async () => {
    expect(toAward(doc({ id: 1, title: 'Partner' }))).toEqual({
      id: 1,
      title: 'Partner',
      issuer: null,
      year: null,
      description: null,
    })
    expect(toCategory(doc({ id: 4, name: 'News' }))).toEqual({ id: 4, name: 'News', description: '' })
    expect(toFaq(doc({ id: 5, question: 'Q?', answer: 'A.', category: 'General' }))).toEqual({
      id: 5,
      question: 'Q?',
      answer: 'A.',
      category: 'General',
      order: 0,
      is_published: true,
    })
    expect(
      toFaq(doc({ id: 5, question: 'Q?', answer: 'A.', category: 'General', is_published: false })).is_published,
    ).toBe(false)
    expect(
      toProduct(doc({ id: 6, slug: 's', name: 'N', tagline: 'T', group: 'core', brand_color: 'hot-pink' })),
    ).toEqual({
      id: 6,
      slug: 's',
      name: 'N',
      tagline: 'T',
      description: '',
      icon: 'Package',
      group: 'core',
      brand_color: 'blue-600',
      featured: false,
    })
    expect(toProduct(doc({ id: 6, brand_color: null })).brand_color).toBe('blue-600')
    expect(await toPostSummary(doc({ id: 8, title: 'Hello', excerpt: 'Hi', featured_image: { id: 1 } }))).toEqual({
      id: 8,
      title: 'Hello',
      slug: '',
      excerpt: 'Hi',
      content: '',
      featured_image: null,
      category: '',
      status: 'draft',
      author: '',
      published_at: null,
    })
    // Unpopulated relations (ids only) are not shown as if they were names or addresses.
    const unpopulated = await toPostSummary(doc({ id: 8, featured_image: 1, category: 4, author: 2 }))
    expect(unpopulated).toMatchObject({ featured_image: null, category: '', author: '' })
    const cleared = await toPostSummary(doc({ id: 8, featured_image: null, category: null }))
    expect(cleared).toMatchObject({ featured_image: null, category: '' })
    expect((await toPost(doc({ id: 8 }))).content_html).toBe('')
  })

  it('a user without a job role, or with only its id, shows none; only is_active false is inactive', () => {
    const user = { id: 7, email: 'a@example.com', first_name: 'A', last_name: 'B', role: 'user' }
    expect(toUser(doc(user))).toMatchObject({ job_role: null, is_active: true })
    expect(toUser(doc({ ...user, job_role: 3, is_active: false }))).toMatchObject({ job_role: null, is_active: false })
  })

  it('a bare lead: empty strings, no consent, no quote, not overdue', () => {
    const lead = {
      id: 9,
      first_name: 'G',
      email: 'g@example.com',
      company: 'C',
      message: 'M',
      status: 'new',
      createdAt: CREATED,
    }
    expect(toLead(doc(lead))).toEqual({
      id: 9,
      first_name: 'G',
      last_name: '',
      email: 'g@example.com',
      phone: '',
      company: 'C',
      role: '',
      topic: '',
      message: 'M',
      source: '',
      status: 'new',
      assigned_to: '',
      created_at: CREATED,
      consent: { given: false, given_at: null, source_page: null },
      due_at: null,
      first_contacted_at: null,
      overdue: false,
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      landing_page: '',
      quote: null,
      value_gbp: null,
      outcome: 'open',
      outcome_reason: null,
      closed_at: null,
    })
    expect(toLead(doc({ ...lead, advisor: 7 })).assigned_to).toBe('')
  })

  it('a quote shows only with hours and a term; its missing figures are zero', () => {
    const lead = (quote: object) => doc<never>({ id: 9, status: 'contacted', quote })
    expect(toLead(lead({ hours: 40 })).quote).toBeNull()
    expect(toLead(lead({ term_months: 12 })).quote).toBeNull()
    expect(toLead(lead({ hours: 40, term_months: 12 })).quote).toEqual({
      hours: 40,
      term_months: 12,
      suggested_bundle: '',
      discount_percent: 0,
      effective_rate: 0,
      payg_monthly: 0,
      subscription_monthly: 0,
      monthly_savings: 0,
    })
  })

  it('activity without an author, access requests without a company, bare landing pages', () => {
    expect(toLeadActivity(doc({ id: 10, type: 'created', createdAt: CREATED }))).toEqual({
      id: 10,
      type: 'created',
      at: CREATED,
      by: null,
      detail: '',
    })
    expect(toLeadActivity(doc({ id: 10, by: 7 })).by).toBeNull()
    expect(toLeadActivity(doc({ id: 10, by: { email: 'a@example.com', first_name: 'Ada' } })).by).toEqual({
      email: 'a@example.com',
      name: 'Ada',
    })
    expect(toAccessRequest(doc({ id: 11 })).company).toBe('')
    expect(toLandingPage(doc({ id: 12, title: 'T', slug: 't', createdAt: CREATED }))).toEqual({
      id: 12,
      title: 'T',
      description: '',
      slug: 't',
      is_active: true,
      created_by: '',
      template: 'none',
      created_at: CREATED,
    })
    expect(toLandingPage(doc({ id: 12, is_active: false })).is_active).toBe(false)
  })
})
