/** Values shared by the data model and the contract; the web app imports them from here too. */
export const PRODUCT_GROUPS = ['manufacturing', 'wholesale', 'ecommerce', 'productivity', 'integrations'] as const
export type ProductGroup = (typeof PRODUCT_GROUPS)[number]

export const PRODUCT_GROUP_LABELS: Record<ProductGroup, string> = {
  manufacturing: 'Manufacturing',
  wholesale: 'Wholesale Distribution',
  ecommerce: 'E-commerce',
  productivity: 'Productivity',
  integrations: 'Integrations',
}

export const BRAND_COLORS = [
  'blue-600',
  'teal-600',
  'green-600',
  'purple-600',
  'indigo-600',
  'orange-600',
  'sky-600',
  'pink-600',
] as const
export type BrandColor = (typeof BRAND_COLORS)[number]

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** JSON and every other request body that is not multipart: the front door and the contract read it under one limit. */
export const MAX_BODY_BYTES = 100 * 1024
/** Pixels an uploaded image may have (a 140 KB PNG can hold 12,000 x 12,000, half a gigabyte decoded). */
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB.'

/** The contact form's options (SPEC §3); the role is the visitor's own job role. */
export const CONTACT_ROLES = ['Owner/Founder', 'CEO/MD', 'Operations', 'Finance', 'IT/Systems', 'Other'] as const
export const CONTACT_TOPICS = [
  'SAP Business One',
  'Implementation',
  'Support',
  'Partner Transfer',
  'Integration/Development',
  'Cloud hosting',
  'Something else',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** Section backgrounds an editor can pick for a block. */
/** A visitor's message on the public forms: at least a sentence (issue 37), at most what a lead stores. */
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 10_000
export const MESSAGE_TOO_SHORT = `Please write at least ${MESSAGE_MIN} characters`
/** The hint under every message box, so the limit is known before the check. */
export const MESSAGE_HINT = `At least ${MESSAGE_MIN} characters`

/** What a phone field accepts, said where it is refused and under the field. */
export const PHONE_INVALID = 'Enter a phone number, e.g. 0161 496 0123, or +353 1 234 5678 from abroad'
export const PHONE_HINT = 'UK number, or + and the country code'

export const SECTION_THEMES = ['light', 'muted', 'dark'] as const
export type SectionTheme = (typeof SECTION_THEMES)[number]

/**
 * The drawn illustrations a hero or a split feature can show (web/app/components/art); the brand
 * colours restyle them. 'auto' lets the page type choose (see heroIllustrationFor in the web app).
 */
export const ILLUSTRATIONS = [
  'analytics',
  'finance',
  'inventory',
  'production',
  'sales',
  'purchasing',
  'projects',
  'administration',
  'regions',
  'people',
  'devices',
  'pricing',
  'article',
] as const
export type Illustration = (typeof ILLUSTRATIONS)[number]

/** Hosting regions for the cloud-hosting enquiry (SPEC: Ireland, Frankfurt, US East, Canada). */
export const HOSTING_REGIONS = [
  'Ireland (Dublin)',
  'Germany (Frankfurt)',
  'US East (N. Virginia)',
  'Canada (Toronto)',
  'Not sure yet',
] as const
export const USER_COUNT_OPTIONS = ['1-10', '11-25', '26-50', '51-100', 'More than 100'] as const

/** Site search (shared/search.ts): what it finds, and the longest query it reads. */
export const SEARCH_TYPES = ['Page', 'Post', 'Extension', 'FAQ'] as const
export const SEARCH_QUERY_MAX = 200
/** The query parameters the /search page reads (the page cache keys on these; the rest are ignored). */
export const SEARCH_PARAMS = ['q'] as const

/** The states of posts, leads and access requests, and what a lead's timeline records (SPEC §7). */
export const POST_STATUS = ['draft', 'published'] as const
export const LEAD_STATUS = ['new', 'contacted', 'qualified'] as const
/** Where a sale ended, beside SPEC's status (which stays new, contacted or qualified). */
export const LEAD_OUTCOME = ['open', 'won', 'lost'] as const
/** The outcomes a reason belongs to. */
export const CLOSED_OUTCOME = ['won', 'lost'] as const
/** A deal's estimated value: whole pounds, up to a billion. */
export const MAX_VALUE_GBP = 1_000_000_000
export const VALUE_MESSAGE = 'The value must be a whole number of pounds from 0 to 1,000,000,000'
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
  'value_changed',
  'details_changed',
] as const
export const ACCESS_REQUEST_STATUS = ['pending', 'approved', 'rejected'] as const
