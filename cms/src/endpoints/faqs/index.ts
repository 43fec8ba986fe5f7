import { findOr404 } from '../../contract/lookups'
import { endpoint, idParam, json, readInput } from '../../contract/http'
import { toFaq } from '../../contract/mappers'
import { faqCreateSchema, faqUpdateSchema } from '../../shared/schemas'
import { requireAdmin } from '../../contract/session'

const FAQ_NOT_FOUND = 'FAQ not found'
const SORT = ['order', 'createdAt']

/** Published FAQs; the page derives its categories from the distinct `category` values. */
export const publicFaqsEndpoint = endpoint('get', '/faqs', async (req) => {
  const { docs } = await req.payload.find({
    collection: 'faq-items',
    where: { is_published: { equals: true } },
    sort: SORT,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return json({ faqs: docs.map(toFaq) })
})

export const adminFaqsEndpoint = endpoint('get', '/faqs/admin/all', async (req) => {
  await requireAdmin(req)
  const { docs } = await req.payload.find({
    collection: 'faq-items',
    sort: SORT,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return json({ faqs: docs.map(toFaq) })
})

export const createFaqEndpoint = endpoint('post', '/faqs/admin', async (req) => {
  await requireAdmin(req)
  const data = await readInput(req, faqCreateSchema)
  const doc = await req.payload.create({ collection: 'faq-items', data, overrideAccess: true, req })
  return json(toFaq(doc), 201)
})

export const updateFaqEndpoint = endpoint('put', '/faqs/admin/:id', async (req) => {
  await requireAdmin(req)
  const id = idParam(req, FAQ_NOT_FOUND)
  await findOr404(req, 'faq-items', id, FAQ_NOT_FOUND)
  const data = await readInput(req, faqUpdateSchema)
  const doc = await req.payload.update({ collection: 'faq-items', id, data, overrideAccess: true, req })
  return json(toFaq(doc))
})

export const deleteFaqEndpoint = endpoint('delete', '/faqs/admin/:id', async (req) => {
  await requireAdmin(req)
  const id = idParam(req, FAQ_NOT_FOUND)
  await findOr404(req, 'faq-items', id, FAQ_NOT_FOUND)
  const doc = await req.payload.delete({ collection: 'faq-items', id, overrideAccess: true, req })
  return json(toFaq(doc))
})

export const faqEndpoints = [
  publicFaqsEndpoint,
  adminFaqsEndpoint,
  createFaqEndpoint,
  updateFaqEndpoint,
  deleteFaqEndpoint,
]
