/**
 * The /api contract's success answers (SPEC §7) as zod schemas: each endpoint's registration
 * (defineEndpoint) names its schema, the OpenAPI document shows it as JSON Schema, and the types in
 * contract-types.ts are inferred from it. Objects are strict, so a field the schema does not list
 * fails validation (the contract tests check real answers against these).
 */
import { z } from 'zod'

import { ROLES } from './roles'
import {
  ACCESS_REQUEST_STATUS,
  BRAND_COLORS,
  CLOSED_OUTCOME,
  LEAD_ACTIVITY_TYPE,
  LEAD_OUTCOME,
  LEAD_STATUS,
  POST_STATUS,
  PRODUCT_GROUPS,
  SEARCH_TYPES,
} from './constants'

/** Ids are opaque: numbers on SQLite, strings on MongoDB. */
export const idSchema = z.union([z.number(), z.string()])
/** An ISO 8601 instant as Payload stores it. */
const instant = z.string()

export const successSchema = z.strictObject({ success: z.literal(true) })

export const jobRoleResponse = z.strictObject({ id: idSchema, name: z.string() })
export const jobRoleListResponse = z.strictObject({ roles: z.array(jobRoleResponse) })

export const userResponse = z.strictObject({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  job_role: jobRoleResponse.nullable(),
  is_active: z.boolean(),
})
export const userListResponse = z.strictObject({ users: z.array(userResponse) })
export const loginResponse = z.strictObject({ access_token: z.string(), user: userResponse })

export const awardResponse = z.strictObject({
  id: idSchema,
  title: z.string(),
  issuer: z.string().nullable(),
  year: z.number().nullable(),
  description: z.string().nullable(),
})
export const awardListResponse = z.strictObject({ awards: z.array(awardResponse) })

export const statResponse = z.strictObject({ id: idSchema, value: z.string(), label: z.string() })
export const statListResponse = z.strictObject({ stats: z.array(statResponse) })

export const productResponse = z.strictObject({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** A lucide icon name. */
  icon: z.string(),
  group: z.enum(PRODUCT_GROUPS),
  brand_color: z.enum(BRAND_COLORS),
  /** One of the add-ons shown on the home page. */
  featured: z.boolean(),
})
/** Every group with its products (each possibly empty). */
export const productsByGroupResponse = z.strictObject(
  Object.fromEntries(PRODUCT_GROUPS.map((group) => [group, z.array(productResponse)])) as Record<
    (typeof PRODUCT_GROUPS)[number],
    z.ZodArray<typeof productResponse>
  >,
)
/** All groups, or with `?category=<group>` just that one. */
export const productsResponse = productsByGroupResponse.partial()

export const faqResponse = z.strictObject({
  id: idSchema,
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  order: z.number(),
  is_published: z.boolean(),
})
export const faqListResponse = z.strictObject({ faqs: z.array(faqResponse) })

export const categoryResponse = z.strictObject({ id: idSchema, name: z.string(), description: z.string() })
export const categoryListResponse = z.strictObject({ categories: z.array(categoryResponse) })

/** A post as the public list returns it: no rendered HTML, which only the article page uses. */
export const postSummaryResponse = z.strictObject({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** The text an editor typed, line breaks and indentation kept. */
  content: z.string(),
  featured_image: z.string().nullable(),
  /** The category's name. */
  category: z.string(),
  status: z.enum(POST_STATUS),
  author: z.string(),
  published_at: instant.nullable(),
})
export const postResponse = postSummaryResponse.extend({
  /** The rendered rich text. */
  content_html: z.string(),
  /** Who wrote it, shown under the article; null when no author is set. */
  author_profile: z
    .strictObject({ name: z.string(), role: z.string(), bio: z.string(), photo: z.string().nullable() })
    .nullable(),
})
export const postSummaryListResponse = z.strictObject({ posts: z.array(postSummaryResponse) })
export const postListResponse = z.strictObject({ posts: z.array(postResponse) })
export const previewResponse = z.strictObject({ html: z.string() })

/** A service-hours estimate, every figure recomputed by the server (SPEC §9). */
export const quoteResponse = z.strictObject({
  hours: z.number(),
  term_months: z.number(),
  suggested_bundle: z.string(),
  discount_percent: z.number(),
  effective_rate: z.number(),
  payg_monthly: z.number(),
  subscription_monthly: z.number(),
  monthly_savings: z.number(),
})

/** A won or lost reason from the list admins edit (Enquiries → Won/lost reasons). */
export const outcomeReasonResponse = z.strictObject({ id: idSchema, name: z.string(), outcome: z.enum(CLOSED_OUTCOME) })
export const outcomeReasonListResponse = z.strictObject({ reasons: z.array(outcomeReasonResponse) })

export const leadResponse = z.strictObject({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.string(),
  topic: z.string(),
  message: z.string(),
  source: z.string(),
  status: z.enum(LEAD_STATUS),
  /** The advisor's e-mail; empty when unassigned. */
  assigned_to: z.string(),
  created_at: instant,
  consent: z.strictObject({ given: z.boolean(), given_at: instant.nullable(), source_page: z.string().nullable() }),
  /** When a reply is due: one business day of office time after arrival. */
  due_at: instant.nullable(),
  /** When the status first left `new`. */
  first_contacted_at: instant.nullable(),
  /** Still `new` after `due_at`. */
  overdue: z.boolean(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  /** The first page of the visit. */
  landing_page: z.string(),
  quote: quoteResponse.nullable(),
  /** The deal's estimated value in whole pounds; null when nobody has estimated it. */
  value_gbp: z.number().int().nullable(),
  outcome: z.enum(LEAD_OUTCOME),
  outcome_reason: outcomeReasonResponse.nullable(),
  /** When the outcome became won or lost; null while open. */
  closed_at: instant.nullable(),
})
export const leadListResponse = z.strictObject({ leads: z.array(leadResponse) })

export const leadActivityResponse = z.strictObject({
  id: idSchema,
  type: z.enum(LEAD_ACTIVITY_TYPE),
  at: instant,
  /** Who did it (e-mail and name); null for the system or a visitor. */
  by: z.strictObject({ email: z.string(), name: z.string() }).nullable(),
  detail: z.string(),
})
/** A follow-up task: on the lead's drawer and, for its owner, under "My tasks". */
export const taskResponse = z.strictObject({
  id: idSchema,
  lead_id: idSchema,
  company: z.string(),
  contact: z.string(),
  title: z.string(),
  due_at: instant,
  owner: z.strictObject({ email: z.string(), name: z.string() }),
  done_at: instant.nullable(),
  /** Past its due time and not done. */
  overdue: z.boolean(),
})
export const taskListResponse = z.strictObject({ tasks: z.array(taskResponse) })

/** Another enquiry from the same e-mail address (any case). */
export const relatedEnquiryResponse = z.strictObject({
  id: idSchema,
  company: z.string(),
  topic: z.string(),
  status: z.enum(LEAD_STATUS),
  created_at: instant,
})
/** A discovery call of the same person, on this enquiry or another. */
export const contactMeetingResponse = z.strictObject({
  id: idSchema,
  lead_id: idSchema,
  start: instant,
  advisor: z.strictObject({ email: z.string(), name: z.string() }),
})

export const leadDetailResponse = leadResponse.extend({
  activity: z.array(leadActivityResponse),
  /** The same e-mail address's other enquiries, newest first. */
  other_enquiries: z.array(relatedEnquiryResponse),
  /** Discovery calls booked by the same e-mail address, newest first. */
  meetings: z.array(contactMeetingResponse),
  /** Its follow-up tasks, open ones first, by due time. */
  tasks: z.array(taskResponse),
})

const winRateRow = z.strictObject({ key: z.string(), won: z.number(), lost: z.number(), rate: z.number().nullable() })

const countsByStatus = z.strictObject(
  Object.fromEntries(LEAD_STATUS.map((status) => [status, z.number()])) as Record<
    (typeof LEAD_STATUS)[number],
    z.ZodNumber
  >,
)
export const leadStatsResponse = z.strictObject({
  by_status: countsByStatus,
  overdue: z.number(),
  /** Median minutes from arrival to first contact, leads of the last 30 days; null when none was contacted. */
  median_minutes_to_first_contact: z.number().nullable(),
  /** The last 12 weeks (Monday starts, UK time), oldest first, with counts per topic. */
  weeks: z.array(
    z.strictObject({ week_start: z.string(), total: z.number(), by_topic: z.record(z.string(), z.number()) }),
  ),
  topics: z.array(z.string()),
  pipeline: z.strictObject({
    /** Sum of the values of open leads, whole pounds. */
    open_value_gbp: z.number(),
    open_count: z.number(),
    /** The current calendar quarter in UK time. */
    quarter: z.strictObject({ label: z.string(), start: instant, end: instant }),
    won_value_gbp: z.number(),
    won_count: z.number(),
    /** Won / (won + lost) of closed leads, all time; `rate` null when none closed. */
    win_rate_by_topic: z.array(winRateRow),
    /** Keyed by the UTM campaign, else the source label. */
    win_rate_by_source: z.array(winRateRow),
  }),
})

export const accessRequestResponse = z.strictObject({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  reason: z.string(),
  created_at: instant,
  status: z.enum(ACCESS_REQUEST_STATUS),
})
export const accessRequestListResponse = z.strictObject({ requests: z.array(accessRequestResponse) })

export const LANDING_TEMPLATES = ['group-companies', 'service-hours', 'none'] as const
export const landingPageResponse = z.strictObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  created_by: z.string(),
  template: z.enum(LANDING_TEMPLATES),
  created_at: instant,
})
export const landingPageListResponse = z.strictObject({ pages: z.array(landingPageResponse) })
export const landingCheckResponse = z.strictObject({
  landing_page: landingPageResponse.pick({ id: true, title: true, description: true, slug: true, template: true }),
})

export const uploadResponse = z.strictObject({ url: z.string() })

export const searchHitResponse = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
})
export const searchResponse = z.strictObject({ query: z.string(), results: z.array(searchHitResponse) })

/** The bookable discovery-call slots (ISO instants, UTC), earliest first. */
export const slotsResponse = z.strictObject({
  slots: z.array(instant),
  duration_minutes: z.number(),
  /** The zone office hours are kept in. */
  office_zone: z.string(),
})

/** A booked discovery call as the visitor sees it. */
export const visitorMeetingResponse = z.strictObject({
  start: instant,
  end: instant,
  advisor_name: z.string(),
  timezone: z.string(),
  first_name: z.string(),
  email: z.string(),
  company: z.string(),
})
/** The answer to a booking: the meeting and the token of its move-or-cancel link. */
export const bookedMeetingResponse = z.strictObject({ meeting: visitorMeetingResponse, manage_token: z.string() })
export const visitorMeetingEnvelope = z.strictObject({ meeting: visitorMeetingResponse })

/** A meeting on the portal's dashboard. */
export const meetingResponse = z.strictObject({
  id: idSchema,
  start: instant,
  end: instant,
  lead_id: idSchema,
  visitor_name: z.string(),
  visitor_email: z.string(),
  company: z.string(),
  timezone: z.string(),
  advisor: z.strictObject({ email: z.string(), name: z.string() }),
})
export const meetingListResponse = z.strictObject({ meetings: z.array(meetingResponse) })

export const blockoutResponse = z.strictObject({
  id: idSchema,
  start: instant,
  end: instant,
  note: z.string(),
  advisor: z.strictObject({ email: z.string(), name: z.string() }),
})
export const blockoutListResponse = z.strictObject({ blockouts: z.array(blockoutResponse) })
