import { defineEndpoint } from '../../contract/define-endpoint'
import { existingDoc } from '../../contract/lookups'
import { json } from '../../contract/http'
import { toFaq } from '../../contract/mappers'
import { faqCreateSchema, faqUpdateSchema } from '../../shared/schemas'
import { faqListResponse, faqResponse } from '../../shared/responses'

const FAQ_NOT_FOUND = 'FAQ not found'
const SORT = ['order', 'createdAt']

/** Published FAQs; the page derives its categories from the distinct `category` values. */
const publicFaqs = defineEndpoint({
  method: 'get',
  path: '/faqs',
  cache: true,
  summary: 'Published FAQs',
  access: 'public',
  ok: [200, '{ faqs: ApiFaq[] }'],
  response: faqListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'faq-items',
      where: { is_published: { equals: true } },
      sort: SORT,
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: the where already asks for is_published, all the read rule adds for non-admins
      overrideAccess: false,
      req,
    })
    return json({ faqs: docs.map(toFaq) })
  },
})

const adminFaqs = defineEndpoint({
  method: 'get',
  path: '/faqs/admin/all',
  summary: 'All FAQs, drafts included',
  access: 'admin',
  ok: [200, '{ faqs: ApiFaq[] }'],
  response: faqListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'faq-items',
      sort: SORT,
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
      overrideAccess: true,
      req,
    })
    return json({ faqs: docs.map(toFaq) })
  },
})

const createFaq = defineEndpoint({
  method: 'post',
  path: '/faqs/admin',
  summary: 'Create an FAQ',
  access: 'admin',
  ok: [201, 'ApiFaq'],
  response: faqResponse,
  errors: [400],
  body: faqCreateSchema,
  handler: async ({ req, body: data }) => {
    // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
    const doc = await req.payload.create({ collection: 'faq-items', data, overrideAccess: true, req })
    return json(toFaq(doc), 201)
  },
})

const updateFaq = defineEndpoint({
  method: 'put',
  path: '/faqs/admin/:id',
  summary: 'Edit an FAQ',
  access: 'admin',
  ok: [200, 'ApiFaq'],
  response: faqResponse,
  errors: [400, 404],
  body: faqUpdateSchema,
  prepare: (req) => existingDoc(req, 'faq-items', FAQ_NOT_FOUND),
  handler: async ({ req, body: data, prepared: { id } }) => {
    // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
    const doc = await req.payload.update({ collection: 'faq-items', id, data, overrideAccess: true, req })
    return json(toFaq(doc))
  },
})

const deleteFaq = defineEndpoint({
  method: 'delete',
  path: '/faqs/admin/:id',
  summary: 'Delete an FAQ',
  access: 'admin',
  ok: [200, 'ApiFaq (deleted)'],
  response: faqResponse,
  errors: [404],
  handler: async ({ req }) => {
    const { id } = await existingDoc(req, 'faq-items', FAQ_NOT_FOUND)
    // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
    const doc = await req.payload.delete({ collection: 'faq-items', id, overrideAccess: true, req })
    return json(toFaq(doc))
  },
})

export const faqEndpoints = [publicFaqs, adminFaqs, createFaq, updateFaq, deleteFaq]
