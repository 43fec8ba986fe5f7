/** Payload documents → the contract's response shapes (types.ts). Nothing else leaves the API. */
import { BRAND_COLORS, type BrandColor } from '../shared/constants'
import type {
  AccessRequest,
  Award,
  Category,
  FaqItem,
  JobRole,
  LandingPage,
  Lead,
  LeadActivity,
  OutcomeReason,
  Post,
  Product,
  Stat,
  User,
} from '../shared/payload-types'
import { isOverdue } from '../lib/domain/office-hours'
import type {
  ApiAccessRequest,
  ApiAward,
  ApiCategory,
  ApiFaq,
  ApiJobRole,
  ApiLandingPage,
  ApiLead,
  ApiLeadActivity,
  ApiOutcomeReason,
  ApiQuote,
  ApiPost,
  ApiPostSummary,
  ApiProduct,
  ApiStat,
  ApiUser,
} from '../shared/contract-types'

export const toAward = (doc: Award): ApiAward => ({
  id: doc.id,
  title: doc.title,
  issuer: doc.issuer ?? null,
  year: doc.year ?? null,
  description: doc.description ?? null,
})

export const toStat = (doc: Stat): ApiStat => ({ id: doc.id, value: doc.value, label: doc.label })

const brandColor = (value: string | null | undefined): BrandColor =>
  (BRAND_COLORS as readonly string[]).includes(value ?? '') ? (value as BrandColor) : 'blue-600'

export const toProduct = (doc: Product): ApiProduct => ({
  id: doc.id,
  slug: doc.slug,
  name: doc.name,
  tagline: doc.tagline,
  description: doc.description ?? '',
  icon: doc.icon || 'Package',
  group: doc.group,
  brand_color: brandColor(doc.brand_color),
  featured: Boolean(doc.featured),
})

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ')

/** Never the hash, salt, sessions, reset token or lock state: only these fields leave the API. */
export const toUser = (doc: User): ApiUser => ({
  id: doc.id,
  email: doc.email,
  first_name: doc.first_name,
  last_name: doc.last_name,
  role: doc.role,
  job_role: doc.job_role && typeof doc.job_role === 'object' ? toJobRole(doc.job_role) : null,
  is_active: doc.is_active !== false,
})

export const toJobRole = (doc: JobRole): ApiJobRole => ({ id: doc.id, name: doc.name })

export const toCategory = (doc: Category): ApiCategory => ({
  id: doc.id,
  name: doc.name,
  description: doc.description ?? '',
})

export const toFaq = (doc: FaqItem): ApiFaq => ({
  id: doc.id,
  question: doc.question,
  answer: doc.answer,
  category: doc.category,
  order: doc.order ?? 0,
  is_published: doc.is_published !== false,
})

/** What a post summary shows of its related documents: the category's and author's names and the image's URL. */
export type PostRefs = { category: string; image: string | null; author: string }

/** The related documents' values from a post read with depth ≥ 1 (empty when not populated). */
export const populatedRefs = (doc: Post): PostRefs => ({
  category: typeof doc.category === 'object' && doc.category ? doc.category.name : '',
  image: typeof doc.featured_image === 'object' && doc.featured_image ? (doc.featured_image.url ?? null) : null,
  author: typeof doc.author === 'object' && doc.author ? doc.author.name : '',
})

/** The author shown under a post: needs the post read with depth 2 for the photo's URL. */
const toAuthorProfile = (author: Post['author']): ApiPost['author_profile'] =>
  author && typeof author === 'object'
    ? {
        name: author.name,
        role: author.role ?? '',
        bio: author.bio ?? '',
        photo: typeof author.photo === 'object' && author.photo ? (author.photo.url ?? null) : null,
      }
    : null

/**
 * A post in a list: everything but the rendered HTML, which only the article page uses. Expects the
 * category populated (depth 1); `content` is the stored text, which the collection's beforeChange
 * hook writes on every save (from the rich text when an editor changed only that), so no request
 * converts rich text; `status` is Payload's `_status`.
 */
export const toPostSummary = (doc: Post, refs: PostRefs = populatedRefs(doc)): ApiPostSummary => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug ?? '',
  excerpt: doc.excerpt,
  content: doc.content_text ?? '',
  featured_image: refs.image,
  category: refs.category,
  status: doc._status ?? 'draft',
  author: refs.author,
  published_at: doc.published_at ?? null,
})

export const toPost = (doc: Post): ApiPost => ({
  ...toPostSummary(doc),
  // Rendered once, when this version was saved (the collection's beforeChange hook).
  content_html: doc.content_html ?? '',
  author_profile: toAuthorProfile(doc.author),
})

/** The fields toPostSummary reads: lists select only these. */
export const POST_SUMMARY_SELECT = {
  title: true,
  slug: true,
  excerpt: true,
  content_text: true,
  featured_image: true,
  category: true,
  _status: true,
  author: true,
  published_at: true,
} as const

const advisorEmail = (advisor: Lead['advisor']): string => (advisor && typeof advisor === 'object' ? advisor.email : '')

/** A lead read with depth ≥ 1, so its advisor is a user whose e-mail the contract shows. */
export const toLead = (doc: Lead, now = Date.now()): ApiLead => ({
  id: doc.id,
  first_name: doc.first_name,
  last_name: doc.last_name ?? '',
  email: doc.email,
  phone: doc.phone ?? '',
  company: doc.company,
  role: doc.role ?? '',
  topic: doc.topic ?? '',
  message: doc.message,
  source: doc.source ?? '',
  status: doc.status,
  assigned_to: advisorEmail(doc.advisor),
  created_at: doc.createdAt,
  consent: {
    given: Boolean(doc.consent?.given),
    given_at: doc.consent?.given_at ?? null,
    source_page: doc.consent?.source_page ?? null,
  },
  due_at: doc.due_at ?? null,
  first_contacted_at: doc.first_contacted_at ?? null,
  overdue: isOverdue(doc, now),
  utm_source: doc.attribution?.utm_source ?? '',
  utm_medium: doc.attribution?.utm_medium ?? '',
  utm_campaign: doc.attribution?.utm_campaign ?? '',
  landing_page: doc.attribution?.landing_page ?? '',
  quote: toQuote(doc.quote),
  value_gbp: doc.value_gbp ?? null,
  outcome: doc.outcome ?? 'open',
  outcome_reason:
    doc.outcome_reason && typeof doc.outcome_reason === 'object' ? toOutcomeReason(doc.outcome_reason) : null,
  closed_at: doc.closed_at ?? null,
})

export const toOutcomeReason = (doc: OutcomeReason): ApiOutcomeReason => ({
  id: doc.id,
  name: doc.name,
  outcome: doc.outcome,
})

function toQuote(q: Lead['quote']): ApiQuote | null {
  if (!q?.hours || !q.term_months) return null
  return {
    hours: q.hours,
    term_months: q.term_months,
    suggested_bundle: q.suggested_bundle ?? '',
    discount_percent: q.discount_percent ?? 0,
    effective_rate: q.effective_rate ?? 0,
    payg_monthly: q.payg_monthly ?? 0,
    subscription_monthly: q.subscription_monthly ?? 0,
    monthly_savings: q.monthly_savings ?? 0,
  }
}

export const toLeadActivity = (doc: LeadActivity): ApiLeadActivity => ({
  id: doc.id,
  type: doc.type,
  at: doc.createdAt,
  by:
    doc.by && typeof doc.by === 'object'
      ? { email: doc.by.email, name: `${doc.by.first_name} ${doc.by.last_name ?? ''}`.trim() }
      : null,
  detail: doc.detail ?? '',
})

export const toAccessRequest = (doc: AccessRequest): ApiAccessRequest => ({
  id: doc.id,
  first_name: doc.first_name,
  last_name: doc.last_name,
  email: doc.email,
  company: doc.company ?? '',
  reason: doc.reason,
  created_at: doc.createdAt,
  status: doc.status,
})

export const toLandingPage = (doc: LandingPage): ApiLandingPage => ({
  id: doc.id,
  title: doc.title,
  description: doc.description ?? '',
  slug: doc.slug,
  is_active: doc.is_active !== false,
  created_by: doc.created_by ?? '',
  template: doc.template ?? 'none',
  created_at: doc.createdAt,
})
