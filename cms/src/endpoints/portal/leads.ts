import { ValidationError, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '../../contract/define-endpoint'
import { toCsv } from '../../contract/csv'
import { existingDoc, findOr404, userByEmail } from '../../contract/lookups'
import { asId, HttpError, idParam, json } from '../../contract/http'
import { leadStats } from '../../contract/lead-stats'
import { toLead, toLeadActivity, toOutcomeReason } from '../../contract/mappers'
import type { ApiLead, ApiLeadDetail } from '../../shared/contract-types'
import { DEFAULT_LEAD_SORT, filterLeads, leadSortFields, sortByAdvisor, type LeadSort } from '../../shared/lead-filters'
import type { Lead, User } from '../../shared/payload-types'
import {
  contactMergeSchema,
  leadAssignSchema,
  leadBulkSchema,
  leadFilterQuery,
  leadListQuery,
  leadNoteSchema,
} from '../../shared/schemas'
import { recordActivity } from '../../collections/Leads/activity'
import { contactKeyOf } from '../../collections/Leads/contact'
import { inTransaction } from '../../lib/db/transaction'
import { ukSpreadsheetTime } from '../../shared/uk-time'
import { tasksOfLead } from './tasks'
import {
  leadActivityResponse,
  leadDetailResponse,
  leadListResponse,
  leadResponse,
  leadStatsResponse,
  outcomeReasonListResponse,
} from '../../shared/responses'

const NOT_FOUND = 'Lead not found'
const NOT_AN_ADVISOR = 'Assigned to must be empty or the e-mail of an active staff member with a job role'

/** Every lead, in the order the database sorts them (newest first unless asked otherwise). */
async function allLeads(req: PayloadRequest, sort: LeadSort = DEFAULT_LEAD_SORT): Promise<ApiLead[]> {
  const { docs } = await req.payload.find({
    collection: 'leads',
    sort: leadSortFields(sort),
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const now = Date.now()
  // Read at depth 1: the advisor is its document.
  const advisorName = (doc: Lead) => person(doc.advisor).name || person(doc.advisor).email
  return sortByAdvisor(docs, advisorName, sort).map((doc) => toLead(doc, now))
}

const loadLead = async (req: PayloadRequest, id: number | string) =>
  toLead((await findOr404(req, 'leads', id, NOT_FOUND, 1)) as Lead)

const person = (user: unknown) =>
  user && typeof user === 'object'
    ? {
        email: (user as User).email,
        name: [(user as User).first_name, (user as User).last_name].filter(Boolean).join(' '),
      }
    : { email: '', name: '' }

/**
 * A repeat enquirer: the other enquiries from the same e-mail address (compared case-insensitively)
 * and the discovery calls of them all, newest first.
 */
/** Every enquiry of the contact `key`: stored on merged and new leads, the e-mail on older ones. */
async function leadsOfContact(req: PayloadRequest, key: string): Promise<Lead[]> {
  const { docs } = await req.payload.find({
    collection: 'leads',
    // `like` narrows the older leads' search (case-insensitive on both adapters); the key is checked here.
    where: {
      or: [{ contact_key: { equals: key } }, { and: [{ contact_key: { exists: false } }, { email: { like: key } }] }],
    },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.filter((doc) => contactKeyOf(doc) === key)
}

async function sameContact(req: PayloadRequest, lead: Lead) {
  const same = await leadsOfContact(req, contactKeyOf(lead))
  const { docs: meetings } = await req.payload.find({
    collection: 'meetings',
    where: { lead: { in: same.map((doc) => doc.id) } },
    sort: '-start',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return {
    other_enquiries: same
      .filter((doc) => String(doc.id) !== String(lead.id))
      .map((doc) => ({
        id: doc.id,
        company: doc.company,
        topic: doc.topic ?? '',
        status: doc.status,
        created_at: doc.createdAt,
      })),
    meetings: meetings.map((m) => ({
      id: m.id,
      // Stryker disable next-line ConditionalExpression: read at depth 1 with overrideAccess, a meeting's lead is always populated
      lead_id: typeof m.lead === 'object' ? m.lead.id : m.lead,
      start: m.start,
      advisor: person(m.advisor),
    })),
  }
}

const listLeads = defineEndpoint({
  method: 'get',
  path: '/portal/leads/inbound',
  summary:
    'Leads, newest first or in the order ?sort= names (company, contact, advisor, topic, status, created, reply_due; -column descending)',
  access: 'admin',
  ok: [200, '{ leads: ApiLead[] }'],
  response: leadListResponse,
  query: leadListQuery,
  errors: [400],
  handler: async ({ req, query: { sort } }) => {
    return json({ leads: await allLeads(req, sort) })
  },
})

/** Times as UK wall-clock "2026-12-01 14:30", which Excel reads as dates (ISO UTC it keeps as text). */
const CSV_COLUMNS: Array<[string, (lead: ApiLead) => unknown]> = [
  ['id', (l) => l.id],
  ['created_at', (l) => ukSpreadsheetTime(l.created_at)],
  ['status', (l) => l.status],
  ['due_at', (l) => ukSpreadsheetTime(l.due_at)],
  ['first_contacted_at', (l) => ukSpreadsheetTime(l.first_contacted_at)],
  ['overdue', (l) => (l.overdue ? 'yes' : 'no')],
  ['assigned_to', (l) => l.assigned_to],
  ['first_name', (l) => l.first_name],
  ['last_name', (l) => l.last_name],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['company', (l) => l.company],
  ['role', (l) => l.role],
  ['topic', (l) => l.topic],
  ['message', (l) => l.message],
  ['source', (l) => l.source],
  ['utm_source', (l) => l.utm_source],
  ['utm_medium', (l) => l.utm_medium],
  ['utm_campaign', (l) => l.utm_campaign],
  ['landing_page', (l) => l.landing_page],
  ['quote_hours', (l) => l.quote?.hours],
  ['quote_term_months', (l) => l.quote?.term_months],
  ['quote_suggested_bundle', (l) => l.quote?.suggested_bundle],
  ['quote_discount_percent', (l) => l.quote?.discount_percent],
  ['quote_effective_rate', (l) => l.quote?.effective_rate],
  ['quote_payg_monthly', (l) => l.quote?.payg_monthly],
  ['quote_subscription_monthly', (l) => l.quote?.subscription_monthly],
  ['quote_monthly_savings', (l) => l.quote?.monthly_savings],
  ['value_gbp', (l) => l.value_gbp],
  ['outcome', (l) => l.outcome],
  ['outcome_reason', (l) => l.outcome_reason?.name],
  ['closed_at', (l) => ukSpreadsheetTime(l.closed_at)],
  ['consent_given', (l) => (l.consent.given ? 'yes' : 'no')],
  ['consent_given_at', (l) => ukSpreadsheetTime(l.consent.given_at)],
]

/** The leads the screen shows for the same filters and sort (?status=&advisor=&topic=&q=|search=&overdue=1&sort=), as CSV. */
const exportLeads = defineEndpoint({
  method: 'get',
  path: '/portal/leads/inbound/export.csv',
  summary:
    'The filtered leads (?status=&advisor=&topic=&q=&overdue=1&sort=) as CSV, in the list’s order, formula-safe cells',
  access: 'admin',
  ok: [200, 'The leads as CSV, one header row'],
  response: z.string(),
  mediaType: 'text/csv',
  query: leadFilterQuery,
  errors: [400],
  handler: async ({ req, query: filters }) => {
    const leads = filterLeads(await allLeads(req, filters.sort), filters)
    const csv = toCsv(
      CSV_COLUMNS.map(([name]) => name),
      leads.map((lead) => CSV_COLUMNS.map(([, value]) => value(lead))),
    )
    const date = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})

const stats = defineEndpoint({
  method: 'get',
  path: '/portal/leads/stats',
  summary: 'Counts per status, overdue, median time to first contact, leads per week by topic',
  access: 'admin',
  ok: [200, 'ApiLeadStats'],
  response: leadStatsResponse,
  handler: async ({ req }) => {
    return json(leadStats(await allLeads(req)))
  },
})

const getLead = defineEndpoint({
  method: 'get',
  path: '/portal/leads/inbound/:id',
  summary:
    'A lead with its activity (newest first), follow-up tasks, and the same e-mail address’s other enquiries and discovery calls',
  access: 'admin',
  ok: [200, 'ApiLeadDetail'],
  response: leadDetailResponse,
  errors: [404],
  handler: async ({ req }) => {
    const id = idParam(req, NOT_FOUND)
    const doc = (await findOr404(req, 'leads', id, NOT_FOUND, 1)) as Lead
    const lead = toLead(doc)
    const { docs } = await req.payload.find({
      collection: 'lead-activity',
      where: { lead: { equals: id } },
      sort: '-createdAt',
      pagination: false,
      depth: 1,
      overrideAccess: true,
      req,
    })
    // Entries of the same millisecond keep the order they were written in.
    const activity = docs
      .map(toLeadActivity)
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || Number(b.id > a.id) - Number(b.id < a.id))
    const body: ApiLeadDetail = {
      ...lead,
      activity,
      tasks: await tasksOfLead(req, id),
      ...(await sameContact(req, doc)),
    }
    return json(body)
  },
})

const addLeadNote = defineEndpoint({
  method: 'post',
  path: '/portal/leads/inbound/:id/notes',
  summary: 'Add a note to a lead',
  access: 'admin',
  ok: [201, 'ApiLeadActivity'],
  response: leadActivityResponse,
  errors: [400, 404],
  body: leadNoteSchema,
  prepare: (req) => existingDoc(req, 'leads', NOT_FOUND),
  handler: async ({ req, user, body: { body }, prepared: { id } }) => {
    await recordActivity(req.payload, id, { type: 'note', detail: body, by: user.id }, req)
    const { docs } = await req.payload.find({
      collection: 'lead-activity',
      where: { and: [{ lead: { equals: id } }, { type: { equals: 'note' } }] },
      limit: 1,
      depth: 1,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; lead-activity's read rule admits every admin
      overrideAccess: true,
      req,
    })
    return json(toLeadActivity(docs[0]), 201)
  },
})

/** The user id for an advisor's e-mail; '' or null unassigns. The collection checks the rest. */
async function advisorId(req: PayloadRequest, email: string | null | undefined): Promise<number | string | null> {
  if (!email) return null
  const advisor = await userByEmail(req, email)
  if (!advisor) throw new HttpError(400, NOT_AN_ADVISOR, { assigned_to: NOT_AN_ADVISOR })
  return advisor.id
}

/** The collection's advisor rule, reported on the contract's field name. */
async function asContractError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    // Stryker disable next-line OptionalChaining: a ValidationError always carries data.errors (an array)
    if (error instanceof ValidationError && error.data?.errors?.some((e) => e.path === 'advisor'))
      throw new HttpError(400, NOT_AN_ADVISOR, { assigned_to: NOT_AN_ADVISOR })
    throw error
  }
}

const assignLead = defineEndpoint({
  method: 'put',
  path: '/portal/leads/inbound/:id/assign',
  summary: 'Set the advisor (empty to unassign) and status; optionally the value (£), outcome and its reason',
  access: 'admin',
  ok: [200, 'ApiLead'],
  response: leadResponse,
  errors: [400, 404],
  body: leadAssignSchema,
  prepare: (req) => existingDoc(req, 'leads', NOT_FOUND),
  handler: async ({ req, body: { assigned_to, status, value_gbp, outcome, outcome_reason }, prepared: { id } }) => {
    const data: Partial<Lead> = { status }
    if (assigned_to !== undefined) data.advisor = (await advisorId(req, assigned_to)) as number
    if (value_gbp !== undefined) data.value_gbp = value_gbp
    if (outcome !== undefined) data.outcome = outcome
    // The collection drops the reason of a reopened lead, and refuses one sent with it.
    if (outcome_reason !== undefined) data.outcome_reason = outcome_reason as number | null
    await asContractError(req.payload.update({ collection: 'leads', id, data, depth: 0, overrideAccess: true, req }))
    return json(await loadLead(req, id))
  },
})

/** Assigns and/or sets the status of many leads at once, all or nothing. */
const bulkLeads = defineEndpoint({
  method: 'put',
  path: '/portal/leads/inbound/bulk',
  summary: 'Assign and/or set the status of many leads',
  access: 'admin',
  ok: [200, '{ leads: ApiLead[] }'],
  response: leadListResponse,
  errors: [400, 404],
  body: leadBulkSchema,
  handler: async ({ req, body: { ids, assigned_to, status } }) => {
    const data: Partial<Lead> = {}
    if (status) data.status = status
    if (assigned_to !== undefined) data.advisor = (await advisorId(req, assigned_to)) as number
    const found = await req.payload.find({
      collection: 'leads',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; the leads' read rule admits every admin
      overrideAccess: true,
      req,
    })
    if (found.docs.length !== new Set(ids.map(String)).size)
      throw new HttpError(404, 'One or more leads were not found')
    const { errors } = await asContractError(
      req.payload.update({
        collection: 'leads',
        where: { id: { in: ids } },
        data,
        depth: 0,
        // Stryker disable next-line BooleanLiteral: admin-only endpoint; the leads' update rule admits every admin
        overrideAccess: true,
        req,
      }),
    )
    if (errors.length) {
      if (errors.some((e) => /advisor/i.test(e.message)))
        throw new HttpError(400, NOT_AN_ADVISOR, { assigned_to: NOT_AN_ADVISOR })
      throw new HttpError(400, errors[0].message)
    }
    const leads = await allLeads(req)
    const wanted = new Set(ids.map(String))
    return json({ leads: leads.filter((l) => wanted.has(String(l.id))) })
  },
})

const deleteLead = defineEndpoint({
  method: 'delete',
  path: '/portal/leads/inbound/:id',
  summary: 'Delete a lead',
  access: 'admin',
  ok: [200, 'ApiLead (deleted)'],
  response: leadResponse,
  errors: [404],
  handler: async ({ req }) => {
    const id = idParam(req, NOT_FOUND)
    const lead = await loadLead(req, id)
    // Stryker disable next-line BooleanLiteral: admin-only endpoint; the leads' delete rule admits every admin
    await req.payload.delete({ collection: 'leads', id, depth: 0, overrideAccess: true, req })
    return json(lead)
  },
})

const listOutcomeReasons = defineEndpoint({
  method: 'get',
  path: '/portal/leads/outcome-reasons',
  summary: 'The won and lost reasons admins keep (in /admin), by name',
  access: 'admin',
  ok: [200, '{ reasons: ApiOutcomeReason[] }'],
  response: outcomeReasonListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'outcome-reasons',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; outcome-reasons' read rule admits every admin
      overrideAccess: true,
      req,
    })
    return json({ reasons: docs.map(toOutcomeReason) })
  },
})

const mergeContact = defineEndpoint({
  method: 'post',
  path: '/portal/leads/inbound/:id/merge-contact',
  summary: "Merge this enquiry's contact into another enquiry's: every enquiry of the first joins the second",
  access: 'admin',
  ok: [200, 'ApiLeadDetail of the enquiry'],
  response: leadDetailResponse.pick({ other_enquiries: true, meetings: true }),
  errors: [400, 404],
  body: contactMergeSchema,
  prepare: (req) => existingDoc(req, 'leads', NOT_FOUND),
  handler: async ({ req, user, body: { into }, prepared: { existing } }) => {
    const missing = 'The enquiry to merge with was not found'
    const intoId = asId(req, into)
    if (intoId === undefined) throw new HttpError(404, missing)
    const target = (await findOr404(req, 'leads', intoId, missing, 0)) as Lead
    const [from, to] = [contactKeyOf(existing as Lead), contactKeyOf(target)]
    if (from === to)
      throw new HttpError(400, 'These enquiries are already one contact', { into: 'Already one contact' })
    await inTransaction(req, async () => {
      for (const lead of await leadsOfContact(req, from)) {
        await req.payload.update({
          collection: 'leads',
          id: lead.id,
          data: { contact_key: to },
          overrideAccess: true,
          req,
        })
      }
      // Each moved enquiry's entry is the leads' own hook's; the enquiry merged into changes nothing.
      await recordActivity(
        req.payload,
        target.id,
        { type: 'contact_merged', detail: `Contact ${from} merged into ${to}`, by: user.id },
        req,
      )
    })
    return json(await sameContact(req, { ...(existing as Lead), contact_key: to }))
  },
})

// Fixed paths before `:id`, so "export.csv", "bulk" and "stats" are never read as ids.
export const leadEndpoints = [
  listLeads,
  exportLeads,
  stats,
  listOutcomeReasons,
  bulkLeads,
  getLead,
  addLeadNote,
  mergeContact,
  assignLead,
  deleteLead,
]
