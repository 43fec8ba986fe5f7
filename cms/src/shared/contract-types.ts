/**
 * The /api contract's types (SPEC §7), shared by the endpoints in cms/src/endpoints and the web app's
 * API calls. The answers' types are inferred from their zod schemas in responses.ts, the one source
 * of truth that also validates them in tests and documents them in OpenAPI. Ids are opaque: numbers
 * on SQLite, strings on MongoDB.
 */
import type { z } from 'zod'

import type * as R from './responses'
import type { Role } from './roles'

type Out<S extends z.ZodType> = z.output<S>

export type Id = Out<typeof R.idSchema>

/** A refusal; a booking refused because the slot was taken also offers `alternatives` (ISO instants). */
export type ApiError = { detail: string; errors?: Record<string, string>; alternatives?: string[] }

export type ApiUser = Out<typeof R.userResponse>
export type LoginResponse = Out<typeof R.loginResponse>
export type ApiJobRole = Out<typeof R.jobRoleResponse>
export type ApiAward = Out<typeof R.awardResponse>
export type ApiStat = Out<typeof R.statResponse>
export type ApiProduct = Out<typeof R.productResponse>
export type ProductsByGroup = Out<typeof R.productsByGroupResponse>
export type ApiFaq = Out<typeof R.faqResponse>
export type ApiCategory = Out<typeof R.categoryResponse>

export const POST_STATUS = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUS)[number]
export type ApiPost = Out<typeof R.postResponse>
/** A post as the public list returns it: no rendered HTML, which only the article page uses. */
export type ApiPostSummary = Out<typeof R.postSummaryResponse>
export type PostInput = {
  title: string
  excerpt: string
  content: string
  featured_image?: string | null
  category: string
  status: PostStatus
  author?: string
}

export const LEAD_STATUS = ['new', 'contacted', 'qualified'] as const
export type LeadStatus = (typeof LEAD_STATUS)[number]
export type ApiLead = Out<typeof R.leadResponse>
export type ApiQuote = Out<typeof R.quoteResponse>

/** Where a sale ended, beside SPEC's status (which stays new, contacted or qualified). */
export const LEAD_OUTCOME = ['open', 'won', 'lost'] as const
export type LeadOutcome = (typeof LEAD_OUTCOME)[number]
/** The outcomes a reason belongs to. */
export const CLOSED_OUTCOME = ['won', 'lost'] as const
/** A deal's estimated value: whole pounds, up to a billion. */
export const MAX_VALUE_GBP = 1_000_000_000
export const VALUE_MESSAGE = 'The value must be a whole number of pounds from 0 to 1,000,000,000'
export type ClosedOutcome = (typeof CLOSED_OUTCOME)[number]
export type ApiOutcomeReason = Out<typeof R.outcomeReasonResponse>

export const LEAD_ACTIVITY_TYPE = [
  'created',
  'assigned',
  'status_changed',
  'note',
  'email_sent',
  'meeting_booked',
  'meeting_moved',
  'meeting_cancelled',
  'outcome_changed',
  'contact_merged',
] as const
export type LeadActivityType = (typeof LEAD_ACTIVITY_TYPE)[number]
export type ApiLeadActivity = Out<typeof R.leadActivityResponse>
export type ApiLeadDetail = Out<typeof R.leadDetailResponse>
export type ApiLeadStats = Out<typeof R.leadStatsResponse>

export type LeadBulkInput = { ids: Id[]; assigned_to?: string | null; status?: LeadStatus }

export type ContactInput = {
  name: string
  email: string
  phone?: string
  company: string
  message: string
  source?: string
  first_name?: string
  last_name?: string
  role?: string
  topic?: string
  consent?: boolean
  /** Honeypot: people leave it empty. */
  website?: string
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
  landing_page?: string
  quote?: { hours: number; term_months: number }
}

export const ACCESS_REQUEST_STATUS = ['pending', 'approved', 'rejected'] as const
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUS)[number]
export type ApiAccessRequest = Out<typeof R.accessRequestResponse>

export type LandingTemplate = (typeof R.LANDING_TEMPLATES)[number]
export type ApiLandingPage = Out<typeof R.landingPageResponse>
export type LandingCheck = Out<typeof R.landingCheckResponse>

export type UploadResponse = Out<typeof R.uploadResponse>

/** Request bodies of the other write endpoints (validated by the zod schemas in schemas.ts). */
export type LoginInput = { email: string; password: string }
export type SuccessResponse = Out<typeof R.successSchema>
export type AccessRequestInput = {
  first_name: string
  last_name: string
  email: string
  company?: string
  reason: string
  website?: string
}
/** `job_role` by id or by name; null or '' clears it. */
export type UserCreateInput = {
  email: string
  password: string
  passwordConfirm: string
  first_name: string
  last_name: string
  role?: Role
  job_role?: Id | null
}
export type UserUpdateInput = Partial<{
  first_name: string
  last_name: string
  role: Role
  job_role: Id | null
  is_active: boolean
}>
export type PasswordInput = { password: string; passwordConfirm: string }
export type FaqInput = { question: string; answer: string; category?: string; order?: number; is_published?: boolean }
export type CategoryInput = { name: string; description?: string }
export type JobRoleInput = { name: string }
/**
 * `assigned_to` absent keeps the advisor; '' or null unassigns. The deal's value (whole pounds),
 * outcome and reason are kept when absent; null clears the value or the reason.
 */
export type LeadAssignInput = {
  assigned_to?: string | null
  status: LeadStatus
  value_gbp?: number | null
  outcome?: LeadOutcome
  outcome_reason?: Id | null
}

export type ApiSlots = Out<typeof R.slotsResponse>
export type ApiBookedMeeting = Out<typeof R.bookedMeetingResponse>
export type ApiMeeting = Out<typeof R.meetingResponse>

export type ApiTask = Out<typeof R.taskResponse>
export type TaskCreateInput = { title: string; due_at: string; owner: string }
