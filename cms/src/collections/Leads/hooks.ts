import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  FieldHook,
  PayloadRequest,
  Validate,
} from 'payload'

import { salesEmailDefault, serverUrl } from '../../config/derived-settings'
import { deleteEach } from '../../lib/db/delete-each'

import { queueEmail } from '../../lib/runtime/email/queue'
import { replyDueAt } from '../../lib/domain/office-hours'
import { describeQuote, priceQuote } from '../../lib/domain/quote'
import { PHONE_INVALID } from '../../shared/constants'
import { formatPhone } from '../../shared/phone'
import { isTerm } from '../../shared/pricing'
import type { Lead, User } from '../../shared/payload-types'
import { relatedUser, relationId as idOf } from '../shared/relations'
import { recordActivity } from './activity'
import { describeLeadChanges, type LeadState } from './changes'
import { contactKeyOf } from './contact'

export const NOT_AN_ADVISOR = 'The advisor must be an active staff member with a job role'

/** The advisor must be an active portal user with a job role (SPEC §2, Manage Inbound Leads). */
export const validateAdvisor: Validate = async (value, { req }) => {
  const id = idOf(value)
  if (id === null || id === '') return true
  const user = await relatedUser(req, id)
  return user && user.is_active !== false && user.job_role ? true : NOT_AN_ADVISOR
}

/** The contact form's phone rule on every entry point (admin, Payload REST): a number is stored formatted. */
export const formatLeadPhone: FieldHook<Lead, string | null | undefined> = ({ value }) =>
  (typeof value === 'string' && formatPhone(value)) || value

/** Empty or a phone number; a lead stored before the rule keeps its number until someone changes it. */
export const validatePhone: Validate = (value, { previousValue }) =>
  !value || value === previousValue || formatPhone(String(value)) ? true : PHONE_INVALID

/**
 * The reply-due clock and the quote are derived here, whatever the entry point: `due_at` from the
 * arrival time, `first_contacted_at` when the status first leaves `new`, the quote's figures from
 * its hours and term alone.
 */
export const stampLeadClock: CollectionBeforeChangeHook<Lead> = ({ data, operation, originalDoc }) => {
  const now = new Date()
  if (operation === 'create' && !data.due_at) data.due_at = replyDueAt(now).toISOString()
  const status = data.status ?? originalDoc?.status
  if (status && status !== 'new' && !originalDoc?.first_contacted_at && !data.first_contacted_at)
    data.first_contacted_at = now.toISOString()
  const hours = data.quote?.hours
  const term = data.quote?.term_months
  if (typeof hours === 'number' && isTerm(term)) data.quote = priceQuote({ hours, term_months: term })
  return data
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

export const formatLondon = (iso: string | null | undefined): string =>
  iso ? `${londonTime.format(new Date(iso))} UK time` : ''

const fullName = (p: { first_name?: string | null; last_name?: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ')

export const leadLink = (req: PayloadRequest, id: number | string) => `${serverUrl()}/portal/admin/leads?lead=${id}`

/** The sales inbox: the CMS setting, else SALES_EMAIL, else the site's public e-mail address. */
export async function salesInbox(req: PayloadRequest): Promise<string | undefined> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return settings.sales_email || salesEmailDefault() || settings.email || undefined
}

export async function officeHours(req: PayloadRequest): Promise<string> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return settings.office_hours || 'Mon-Fri 9:00-17:30 UK time'
}

/** The values every lead e-mail may use. */
export function leadVars(req: PayloadRequest, lead: Lead) {
  const a = lead.attribution
  const utm = [a?.utm_source, a?.utm_medium, a?.utm_campaign].some(Boolean)
    ? `source ${a?.utm_source || '-'}, medium ${a?.utm_medium || '-'}, campaign ${a?.utm_campaign || '-'}`
    : ''
  return {
    company: lead.company,
    first_name: lead.first_name,
    name: fullName(lead),
    email: lead.email,
    phone: lead.phone,
    topic: lead.topic,
    message: lead.message,
    source: lead.source,
    utm,
    landing_page: a?.landing_page,
    quote: describeQuote(lead.quote as Parameters<typeof describeQuote>[0]),
    due_at: formatLondon(lead.due_at),
    portal_link: leadLink(req, lead.id),
  }
}

/**
 * A lead's history and e-mails, written with `req` so they commit with the change: the new-lead
 * message and the visitor's acknowledgement on arrival, then one timeline entry per change in words
 * (whatever the path: portal, admin, Payload REST), and the advisor's message on assignment.
 */
export const recordLeadChanges: CollectionAfterChangeHook<Lead> = async ({
  context,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const by = req.user?.collection === 'users' ? req.user.id : null
  const related = { relationTo: 'leads' as const, value: doc.id }
  if (operation === 'create') {
    await recordActivity(req.payload, doc.id, { type: 'created', detail: doc.source || undefined, by }, req)
    // Demo data from the seed is history, not news: nobody is e-mailed about it.
    if (context.seed) return doc
    const vars = leadVars(req, doc)
    const inbox = await salesInbox(req)
    if (inbox) await queueEmail(req, { template: 'new-lead', to: inbox, vars, related })
    // Sent to whatever address the visitor typed: it echoes none of their words, or anyone could
    // send their own text (a fake invoice, a link) from our domain to anybody. A visitor who booked a
    // call gets the invitation instead.
    if (!context.booking)
      await queueEmail(req, {
        template: 'lead-acknowledgement',
        to: doc.email,
        vars: { office_hours: await officeHours(req) },
        related,
      })
    return doc
  }
  const advisorId = idOf(doc.advisor)
  const advisor =
    advisorId && advisorId !== idOf(previousDoc.advisor)
      ? ((await req.payload.findByID({
          collection: 'users',
          id: advisorId,
          depth: 0,
          overrideAccess: true,
          req,
        })) as User)
      : null
  const reasonId = idOf(doc.outcome_reason)
  const reason =
    reasonId && reasonId !== idOf(previousDoc.outcome_reason)
      ? await req.payload.findByID({
          collection: 'outcome-reasons',
          id: reasonId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null
  const changes = describeLeadChanges(stateOf(previousDoc), {
    ...stateOf(doc),
    advisorName: advisor && (fullName(advisor) || advisor.email),
    reasonName: reason?.name,
    // A lead with no stored contact is its e-mail's until a merge stores one.
    contact_key: doc.contact_key || contactKeyOf(previousDoc),
  })
  for (const entry of changes) await recordActivity(req.payload, doc.id, { ...entry, by }, req)
  // An advisor given the lead by a booking gets the call's invitation instead.
  if (advisor && advisor.id !== by && !context.booking)
    await queueEmail(req, {
      template: 'lead-assigned',
      to: advisor.email,
      vars: { ...leadVars(req, doc), advisor_name: advisor.first_name || advisor.email },
      related,
    })
  return doc
}

/** The stored lead as `describeLeadChanges` compares it. */
const stateOf = (lead: Lead): LeadState => ({
  ...lead,
  advisor: idOf(lead.advisor),
  outcome_reason: idOf(lead.outcome_reason),
  contact_key: contactKeyOf(lead),
})

/** A lead's history, meetings and tasks go with it (each task takes its reminder claim: LeadTasks' own hook). */
export const deleteLeadHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteEach(req, 'lead-activity', { lead: { equals: id } })
  await deleteEach(req, 'meetings', { lead: { equals: id } })
  await deleteEach(req, 'lead-tasks', { lead: { equals: id } })
}
