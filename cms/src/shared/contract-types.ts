/**
 * The /api contract's response shapes (SPEC §7), shared by the endpoints in cms/src/endpoints and
 * the web app's API calls. Ids are opaque: numbers on SQLite, strings on MongoDB.
 */
import type { Role } from './roles'
import type { BrandColor, ProductGroup } from './constants'

export type Id = number | string

export type ApiError = { detail: string; errors?: Record<string, string> }

export type ApiUser = {
  id: Id
  email: string
  first_name: string
  last_name: string
  role: Role
  job_role: { id: Id; name: string } | null
  is_active: boolean
}
export type LoginResponse = { access_token: string; user: ApiUser }

export type ApiJobRole = { id: Id; name: string }

export type ApiAward = { id: Id; title: string; issuer: string | null; year: number | null; description: string | null }
export type ApiStat = { id: Id; value: string; label: string }
export type ApiProduct = {
  id: Id
  slug: string
  name: string
  tagline: string
  description: string
  /** A lucide icon name. */
  icon: string
  group: ProductGroup
  brand_color: BrandColor
  /** One of the add-ons shown on the home page. */
  featured: boolean
}
export type ProductsByGroup = Record<ProductGroup, ApiProduct[]>

export type ApiFaq = {
  id: Id
  question: string
  answer: string
  category: string
  order: number
  is_published: boolean
}

export type ApiCategory = { id: Id; name: string; description: string }

export const POST_STATUS = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUS)[number]
export type ApiPost = {
  id: Id
  title: string
  slug: string
  excerpt: string
  /** The text an editor typed, line breaks and indentation kept. */
  content: string
  /** The rendered rich text. */
  content_html: string
  featured_image: string | null
  /** The category's name. */
  category: string
  status: PostStatus
  author: string
  published_at: string | null
}

/** A post as the public list returns it: no rendered HTML, which only the article page uses. */
export type ApiPostSummary = Omit<ApiPost, 'content_html'>
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
export type ApiLead = {
  id: Id
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  role: string
  topic: string
  message: string
  source: string
  status: LeadStatus
  /** The advisor's e-mail; empty when unassigned. */
  assigned_to: string
  created_at: string
  consent: { given: boolean; given_at: string | null; source_page: string | null }
  /** When a reply is due: one business day of office time after arrival. */
  due_at: string | null
  /** When the status first left `new`. */
  first_contacted_at: string | null
  /** Still `new` after `due_at`. */
  overdue: boolean
  utm_source: string
  utm_medium: string
  utm_campaign: string
  /** The first page of the visit. */
  landing_page: string
  quote: ApiQuote | null
}

/** A service-hours estimate, every figure recomputed by the server (SPEC §9). */
export type ApiQuote = {
  hours: number
  term_months: number
  suggested_bundle: string
  discount_percent: number
  effective_rate: number
  payg_monthly: number
  subscription_monthly: number
  monthly_savings: number
}

export const LEAD_ACTIVITY_TYPE = ['created', 'assigned', 'status_changed', 'note', 'email_sent'] as const
export type LeadActivityType = (typeof LEAD_ACTIVITY_TYPE)[number]
export type ApiLeadActivity = {
  id: Id
  type: LeadActivityType
  at: string
  /** Who did it (e-mail and name); null for the system or a visitor. */
  by: { email: string; name: string } | null
  detail: string
}

export type ApiLeadDetail = ApiLead & { activity: ApiLeadActivity[] }

export type ApiLeadStats = {
  by_status: Record<LeadStatus, number>
  overdue: number
  /** Median minutes from arrival to first contact, leads of the last 30 days; null when none was contacted. */
  median_minutes_to_first_contact: number | null
  /** The last 12 weeks (Monday starts, UK time), oldest first, with counts per topic. */
  weeks: Array<{ week_start: string; total: number; by_topic: Record<string, number> }>
  topics: string[]
}

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
export type ApiAccessRequest = {
  id: Id
  first_name: string
  last_name: string
  email: string
  company: string
  reason: string
  created_at: string
  status: AccessRequestStatus
}

export type LandingTemplate = 'group-companies' | 'service-hours' | 'none'
export type ApiLandingPage = {
  id: Id
  title: string
  description: string
  slug: string
  is_active: boolean
  created_by: string
  template: LandingTemplate
  created_at: string
}
export type LandingCheck = { landing_page: Pick<ApiLandingPage, 'id' | 'title' | 'description' | 'slug' | 'template'> }

export type UploadResponse = { url: string }

/** Request bodies of the other write endpoints (validated by the zod schemas in schemas.ts). */
export type LoginInput = { email: string; password: string }
export type SuccessResponse = { success: true }
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
/** `assigned_to` absent keeps the advisor; '' or null unassigns. */
export type LeadAssignInput = { assigned_to?: string | null; status: LeadStatus }
