import { bookingEndpoints } from './booking'
import { defineEndpoint } from '../../contract/define-endpoint'
import { json } from '../../contract/http'
import { consume } from '../../contract/rate-limit'
import { contactSchema, leadAttribution, type ContactBody } from '../../shared/schemas'
import { successSchema } from '../../shared/responses'

/** SPEC's client sends one `name` (first and last joined by a space); newer clients send both parts. */
export function splitName(body: Pick<ContactBody, 'name' | 'first_name' | 'last_name'>): {
  first_name: string
  last_name: string
} {
  if (body.first_name) return { first_name: body.first_name, last_name: body.last_name }
  const [first, ...rest] = body.name.split(/\s+/)
  return { first_name: first, last_name: body.last_name || rest.join(' ') }
}

export const isFilled = (honeypot: unknown): boolean => honeypot !== undefined && honeypot !== null && honeypot !== ''

/**
 * Stores an enquiry as a new, unassigned lead with its consent record, campaign attribution and any
 * service-hours estimate; the lead's hooks queue the e-mails to sales and to the visitor. A filled honeypot gets the
 * same answer but nothing is stored, so a bot learns nothing.
 */
const contact = defineEndpoint({
  method: 'post',
  path: '/forms/contact',
  summary: 'Send an enquiry (stored as a new lead); rate-limited, honeypot field "website"',
  access: 'public',
  ok: [201, '{ success: true }'],
  response: successSchema,
  errors: [400, 429],
  body: contactSchema,
  // The limit counts every attempt, a malformed one too.
  prepare: (req) => consume('contact', req),
  handler: async ({ req, body }) => {
    if (isFilled(body.website)) return json({ success: true }, 201)
    const now = new Date().toISOString()
    await req.payload.create({
      collection: 'leads',
      overrideAccess: true,
      req,
      data: {
        ...splitName(body),
        email: body.email,
        phone: body.phone,
        company: body.company,
        role: body.role,
        topic: body.topic,
        message: body.message,
        source: body.source,
        status: 'new',
        attribution: leadAttribution(body),
        // Only hours and term are taken; the collection recomputes every figure (SPEC §9).
        quote: body.quote ? { hours: body.quote.hours, term_months: body.quote.term_months } : undefined,
        consent: { given: body.consent, given_at: body.consent ? now : null, source_page: body.source || null },
      },
    })
    return json({ success: true }, 201)
  },
})

export const formEndpoints = [contact, ...bookingEndpoints]
