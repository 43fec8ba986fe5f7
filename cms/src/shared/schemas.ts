/**
 * One zod schema per write endpoint of the contract. They validate the JSON bodies (messages as in
 * SPEC §5 where it words them); each endpoint's registration (defineEndpoint) names its schema, from which
 * the OpenAPI document is generated.
 */
import { z } from 'zod'

import {
  LEAD_OUTCOME,
  LEAD_STATUS,
  MAX_VALUE_GBP,
  MESSAGE_MAX,
  MESSAGE_MIN,
  MESSAGE_TOO_SHORT,
  PHONE_INVALID,
  POST_STATUS,
  PRODUCT_GROUPS,
  SEARCH_QUERY_MAX,
  VALUE_MESSAGE,
} from './constants'
import { DEFAULT_LEAD_SORT, LEAD_SORTS, UNASSIGNED, type LeadFilters } from './lead-filters'
import { formatPhone } from './phone'
import { ROLES } from './roles'

const missing = (input: unknown) => input === undefined || input === null

const requiredMessage = (label: string) => `${label} required`

/** Required text, trimmed: "<Label> required" when absent or blank (and nothing else said about it). */
const text = (label: string, max: number, required = requiredMessage(label)) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? required : `${label} must be text`) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} must be at most ${max} characters`)

/** Optional text, trimmed; absent or null becomes ''. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '')

/** A visitor's message (or reason): at least a sentence. */
const message = (label: string, max = MESSAGE_MAX) => text(label, max).min(MESSAGE_MIN, MESSAGE_TOO_SHORT)

/** Optional; a number is stored as libphonenumber-js formats it internationally ("+44 161 496 0123"). */
const phone = optionalText('Phone', 50).transform((value, ctx) => {
  const formatted = value && formatPhone(value)
  if (formatted !== null) return formatted
  ctx.issues.push({ code: 'custom', message: PHONE_INVALID, input: value })
  return z.NEVER
})

const email = text('Email', 254).pipe(z.email({ error: 'Enter a valid email address' }))

/** Anything other than absent, null or '' means a bot filled the hidden field. */
const honeypot = z.unknown().optional()

const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(-1_000_000, message).max(1_000_000, message),
  )

const checkbox = (label: string) => z.boolean({ error: `${label} must be true or false` })

/** SPEC §5: the public forms' consent tick box must be ticked; an unticked box posts nothing, so absent is not agreed. */
const agreed = z
  .boolean({ error: (issue) => (missing(issue.input) ? 'You must agree' : 'Consent must be true or false') })
  .refine(Boolean, 'You must agree')

/** A job role given by id or by name; '' or null clears it, absent leaves it as it is. */
const jobRoleRef = z
  .union([z.number().int(), z.string().trim().max(100)], { error: 'Job role must be an id or a name' })
  .nullish()
  .transform((value) => (value === '' ? null : value))

/** The password rule of the contract, the portal's forms and Payload's own user writes (auth-guards.ts). */
export const PASSWORD_MIN = 10
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`

/** Any password as typed (not trimmed): the sign-in form's rule. */
const passwordText = z
  .string({ error: (issue) => (missing(issue.input) ? requiredMessage('Password') : 'Password must be text') })
  .min(1, requiredMessage('Password'))
  .max(256, 'Password must be at most 256 characters')

/** A new password: also at least PASSWORD_MIN characters. */
const password = passwordText.min(PASSWORD_MIN, PASSWORD_TOO_SHORT)

const passwordConfirm = z.string({ error: 'Please confirm the password' })

const matchingPasswords = <T extends { password: string; passwordConfirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'Passwords do not match' })
}

export const loginSchema = z.object({
  email,
  password: passwordText,
})

/** The contact fields the API request and the web forms share. */
const contactFields = {
  email,
  phone,
  company: text('Company', 200),
  role: optionalText('Role', 100),
  message: message('Message'),
}

/** The visit's campaign tags and first page, which every enquiry carries (the browser keeps them for the visit). */
const attributionFields = {
  utm_source: optionalText('utm_source', 200),
  utm_medium: optionalText('utm_medium', 200),
  utm_campaign: optionalText('utm_campaign', 200),
  landing_page: optionalText('Landing page', 500),
}
type AttributionBody = { [K in keyof typeof attributionFields]: z.output<(typeof attributionFields)[K]> }

/** A lead's `attribution` from a request's fields: a contact form, an enquiry block and a booking alike. */
export const leadAttribution = ({ utm_source, utm_medium, utm_campaign, landing_page }: AttributionBody) => ({
  utm_source,
  utm_medium,
  utm_campaign,
  landing_page,
})

/** A form's own honeypot field: always text, which the request passes on as it is. */
const honeypotField = z.string().optional().default('')

export const contactSchema = z
  .object({
    name: optionalText('Name', 200),
    first_name: optionalText('First name', 100),
    last_name: optionalText('Last name', 100),
    email,
    phone: contactFields.phone,
    company: contactFields.company,
    role: contactFields.role,
    topic: optionalText('Topic', 100),
    message: contactFields.message,
    source: optionalText('Source', 300),
    consent: checkbox('Consent').optional().default(false),
    website: honeypot,
    ...attributionFields,
    quote: z
      .object(
        {
          hours: z
            .number({ error: 'Hours must be a number from 1 to 1000' })
            .int('Hours must be a whole number from 1 to 1000')
            .min(1, 'Hours must be a number from 1 to 1000')
            .max(1000, 'Hours must be a number from 1 to 1000'),
          term_months: z.union([z.literal(12), z.literal(24), z.literal(36)], {
            error: 'The term must be 12, 24 or 36 months',
          }),
        },
        { error: 'The quote must be { hours, term_months }' },
      )
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.first_name && !value.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: requiredMessage('First name') })
    // A client sending the parts sends both, as the contact form asks for both; SPEC §7's one joined name may be one word.
    if (value.first_name && !value.last_name)
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: requiredMessage('Last name') })
  })
export type ContactBody = z.output<typeof contactSchema>

/** The contact form's values (SPEC §3) and rules (SPEC §5); the web joins them into the request of SPEC §7. */
export const contactFormSchema = z.object({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  ...contactFields,
  topic: text('Topic', 100, 'Please select a topic'),
  consent: agreed,
  website: honeypotField,
})
export type ContactForm = z.output<typeof contactFormSchema>

/** A product page's enquiry block: the contact form's rules for the fields it has. */
export const enquiryFormSchema = z.object({
  name: text('Name', 200),
  email,
  company: contactFields.company,
  role: contactFields.role,
  subsidiaries: optionalText('Subsidiaries', 100),
  users: optionalText('Users', 100),
  region: optionalText('Region', 100),
  consent: agreed,
  website: honeypotField,
})
export type EnquiryForm = z.output<typeof enquiryFormSchema>

const userNames = { first_name: text('First name', 100), last_name: text('Last name', 100) }

export const accessRequestSchema = z.object({
  ...userNames,
  email,
  company: optionalText('Company', 200),
  reason: message('Reason', 2000),
  website: honeypot,
})

const featuredImage = z
  .string({ error: 'Featured image must be a URL' })
  .trim()
  .max(2000, 'Featured image must be at most 2000 characters')
  .refine(
    (value) => value === '' || /^(\/(?!\/)|https?:\/\/)\S+$/i.test(value),
    'Featured image must be a /media/ path or an http(s) URL',
  )
  .nullish()
  .transform((value) => value || null)

export const postSchema = z.object({
  title: text('Title', 200),
  excerpt: text('Excerpt', 1000),
  // Not trimmed: the text comes back exactly as typed.
  content: z
    .string({ error: (issue) => (missing(issue.input) ? 'Content required' : 'Content must be text') })
    .max(90_000, 'Content must be at most 90000 characters')
    .refine((value) => value.trim() !== '', 'Content required'),
  featured_image: featuredImage,
  category: text('Category', 100),
  status: z.enum(POST_STATUS, { error: 'Status must be draft or published' }).default('draft'),
  author: optionalText('Author', 200),
})
export type PostBody = z.output<typeof postSchema>

/** The portal editor's preview: the post body as typed (Markdown with line breaks kept). */
export const postPreviewSchema = postSchema.pick({ content: true })

export const categorySchema = z.object({
  name: text('Name', 100),
  description: optionalText('Description', 1000),
})

export const jobRoleSchema = z.object({ name: text('Name', 100) })

/** An FAQ's place in its list: the contract's rule and the FaqItems collection's. */
export const faqOrder = wholeNumber('Order must be a whole number')

const faqFields = {
  question: text('Question', 500),
  answer: text('Answer', 10_000),
  category: text('Category', 100),
  order: faqOrder,
  is_published: checkbox('Published'),
}
/** New FAQs default to category General, order 0, published (SPEC §9). */
export const faqCreateSchema = z.object({
  ...faqFields,
  category: faqFields.category.optional().default('General'),
  order: faqFields.order.optional().default(0),
  is_published: faqFields.is_published.optional().default(true),
})
/** The portal's FAQ form: every field asked for; an unticked Published box posts nothing, so absent is unpublished. */
export const faqFormSchema = z.object({
  ...faqFields,
  order: faqFields.order.optional().default(0),
  is_published: faqFields.is_published.optional().default(false),
})
/** Editing keeps the category, order and published flag unless they are sent. */
export const faqUpdateSchema = z.object({
  ...faqFields,
  category: faqFields.category.optional(),
  order: faqFields.order.optional(),
  is_published: faqFields.is_published.optional(),
})

const role = z.enum(ROLES, { error: 'Role must be user, admin or super_admin' })

export const userCreateSchema = z
  .object({
    ...userNames,
    email,
    password,
    passwordConfirm,
    role: role.optional().default('user'),
    job_role: jobRoleRef,
  })
  .superRefine(matchingPasswords)

export const userUpdateSchema = z.object({
  first_name: userNames.first_name.optional(),
  last_name: userNames.last_name.optional(),
  role: role.optional(),
  job_role: jobRoleRef,
  is_active: checkbox('Active').optional(),
})

export const passwordSchema = z.object({ password, passwordConfirm }).superRefine(matchingPasswords)

export const passwordResetSchema = z
  .object({
    token: z.string({ error: 'The reset link is incomplete' }).trim().min(1, 'The reset link is incomplete').max(200),
    password,
    passwordConfirm,
  })
  .superRefine(matchingPasswords)

const LEAD_STATUS_MESSAGE = 'Status must be new, contacted or qualified'
const leadStatus = z.enum(LEAD_STATUS, { error: LEAD_STATUS_MESSAGE })

export const leadAssignSchema = z.object({
  /** Absent keeps the current advisor; '' or null unassigns. */
  assigned_to: z
    .string({ error: 'Assigned to must be an e-mail address or empty' })
    .trim()
    .toLowerCase()
    .max(254, 'Assigned to must be an e-mail address or empty')
    .nullish(),
  status: leadStatus,
  /** Absent keeps the value; null clears it. */
  value_gbp: z
    .number({ error: VALUE_MESSAGE })
    .int(VALUE_MESSAGE)
    .min(0, VALUE_MESSAGE)
    .max(MAX_VALUE_GBP, VALUE_MESSAGE)
    .nullish(),
  outcome: z.enum(LEAD_OUTCOME, { error: 'Outcome must be open, won or lost' }).optional(),
  /** A reason's id; null clears it. The collection checks that it fits the outcome. */
  outcome_reason: z.union([z.number().int(), z.string().max(64)], { error: 'Choose a reason from the list' }).nullish(),
})

export const leadNoteSchema = z.object({ body: text('Note', 5000, 'Write a note first') })

export const leadBulkSchema = z
  .object({
    ids: z
      .array(z.union([z.number().int(), z.string().min(1).max(64)]), { error: 'Choose at least one lead' })
      .min(1, 'Choose at least one lead')
      .max(500, 'At most 500 leads at a time'),
    assigned_to: leadAssignSchema.shape.assigned_to,
    status: leadStatus.optional(),
  })
  .refine((value) => value.assigned_to !== undefined || value.status !== undefined, {
    message: 'Choose an advisor or a status',
    path: ['status'],
  })

export const forgotPasswordSchema = z.object({ email })

/*
 * Query strings: every value arrives as a string; parameters a schema does not name are ignored.
 */

/** `?draft=true` asks for the latest draft (honoured for admins only). */
const draftParam = z
  .enum(['true', 'false'], { error: 'draft must be true or false' })
  .transform((value) => value === 'true')
  .optional()
  .default(false)
  .describe('With an admin session (the site preview), the latest draft')
export const draftQuery = z.object({ draft: draftParam })

export const MAX_POSTS = 100
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_POSTS}.`
/** The public list: `?limit=` from 1; more than 100 means 100, absent or empty means 100. */
export const postListQuery = z.object({
  limit: z
    .string()
    // The pattern is the OpenAPI's too: it admits exactly what the list accepts (empty: all).
    .regex(/^(?:0{0,8}[1-9]\d{0,8})?$/, LIMIT_MESSAGE)
    .transform((value) => (value === '' ? MAX_POSTS : Math.min(Number(value), MAX_POSTS)))
    .refine((value) => value >= 1, LIMIT_MESSAGE)
    .optional()
    .default(MAX_POSTS)
    .describe(`How many posts, newest first (1 to ${MAX_POSTS})`),
})

const SEARCH_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50.'
/** Site search: the words (longer than the maximum are cut, not refused) and how many results. */
export const searchQuery = z.object({
  q: z
    .string()
    .optional()
    .default('')
    .transform((value) => value.slice(0, SEARCH_QUERY_MAX))
    .describe('The words to look for'),
  limit: z
    .string()
    .regex(/^(?:0?[1-9]|[1-4]\d|50)$/, SEARCH_LIMIT_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= 50, SEARCH_LIMIT_MESSAGE)
    .optional()
    .default(20)
    .describe('How many results, best first (1 to 50)'),
})

export const productsQuery = z.object({
  category: z
    .enum(PRODUCT_GROUPS, { error: `Unknown category. Use one of: ${PRODUCT_GROUPS.join(', ')}.` })
    .optional()
    .describe('Only this group'),
})

const leadSortParam = z
  .enum(LEAD_SORTS, { error: `sort must be one of ${LEAD_SORTS.join(', ')}` })
  .optional()
  .describe('A column (company, contact, advisor, topic, status, created, reply_due), - before it for descending')

/** The lead list's order (`?sort=-reply_due`), applied by the database; newest first without one. */
export const leadListQuery = z
  .object({ sort: leadSortParam })
  .transform(({ sort }) => ({ sort: sort ?? DEFAULT_LEAD_SORT }))

/** The lead desk's filters, as its screen keeps them in the URL (lead-filters.ts); `search` is an older name for `q`. */
export const leadFilterQuery = z
  .object({
    sort: leadSortParam,
    q: z.string().optional().describe('Name, company or e-mail contains'),
    search: z.string().optional(),
    status: z.enum([...LEAD_STATUS, ''], { error: LEAD_STATUS_MESSAGE }).optional(),
    advisor: z.string().optional().describe(`An advisor's e-mail, or "${UNASSIGNED}"`),
    topic: z.string().optional(),
    overdue: z
      .enum(['1', '0', 'true', 'false'], { error: 'overdue must be 1 or 0' })
      .transform((value) => value === '1' || value === 'true')
      .optional()
      .describe('1: only overdue leads'),
  })
  .transform(({ q, search, status, advisor, topic, overdue, sort }): LeadFilters => ({
    q: q ?? search ?? '',
    status: status ?? '',
    advisor: advisor ?? '',
    topic: topic ?? '',
    overdue: overdue ?? false,
    page: 1,
    sort: sort ?? DEFAULT_LEAD_SORT,
  }))

/** An IANA time zone name this runtime knows (the visitor's browser sends its own). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const slotStart = z.iso.datetime({ offset: true, error: 'Choose a time for the call' })
const timeZone = optionalText('Time zone', 64).refine((zone) => !zone || isTimeZone(zone), 'Unknown time zone')

/** A visitor booking a 30-minute discovery call. */
export const bookingSchema = z.object({
  start: slotStart,
  first_name: text('First name', 100),
  last_name: optionalText('Last name', 100),
  email,
  company: contactFields.company,
  phone: contactFields.phone,
  message: optionalText('Message', 2000),
  timezone: timeZone,
  source: optionalText('Source', 300),
  consent: agreed,
  website: honeypot,
  ...attributionFields,
})
export type BookingBody = z.output<typeof bookingSchema>
/** What a client sends to book: the fields of `bookingSchema` as typed. */
export type BookingInput = z.input<typeof bookingSchema>

/** The booking form's visitor fields, checked in the browser before the slot is sent. */
export const bookingFormSchema = z.object({
  first_name: bookingSchema.shape.first_name,
  last_name: bookingSchema.shape.last_name,
  email,
  company: contactFields.company,
  phone: contactFields.phone,
  consent: agreed,
  website: honeypotField,
})
export type BookingForm = z.output<typeof bookingFormSchema>

/** Moving a booked call to another slot. */
export const rebookSchema = z.object({ start: slotStart, timezone: timeZone })

/** An advisor's time away. */
export const blockoutSchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }),
  end: z.iso.datetime({ offset: true, error: 'End must be a date and time' }),
  note: optionalText('Note', 200),
  advisor: z
    .union([z.number().int(), z.string().max(100)])
    .optional()
    .describe('Admins only: whose time'),
})

/** A follow-up task on a lead; the owner by e-mail, like a lead's advisor. */
export const taskCreateSchema = z.object({
  title: text('Task', 200, 'Say what needs doing'),
  due_at: z.iso.datetime({ offset: true, error: 'Choose a due date and time' }),
  owner: z
    .string({ error: 'Choose who owns the task' })
    .trim()
    .toLowerCase()
    .min(1, 'Choose who owns the task')
    .max(254, 'Choose who owns the task'),
})

export const taskUpdateSchema = z.object({ done: z.boolean({ error: 'Done must be true or false' }) })

/** Another enquiry whose contact this one's contact is merged into. */
export const contactMergeSchema = z.object({
  into: z.union([z.number().int(), z.string().max(64)], { error: 'Choose the enquiry to merge with' }),
})
