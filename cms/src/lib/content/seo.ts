/**
 * The SEO plugin's recommended lengths (its `defaults`, which the package does not export; a test
 * checks these against the installed plugin). Its "checks passing" count uses exactly these.
 */
export const SEO_LENGTHS = {
  title: { minLength: 50, maxLength: 60 },
  description: { minLength: 100, maxLength: 150 },
} as const

const SITE = 'Clearpath B1'
const fits = (text: string, { minLength, maxLength }: { minLength: number; maxLength: number }) =>
  text.length >= minLength && text.length <= maxLength

/** Cuts text at the last word that fits, without a dangling comma or colon. */
export function clip(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= maxLength) return clean
  const cut = clean.slice(0, maxLength + 1).replace(/\s+\S*$/, '')
  return cut.replace(/[\s,;:–-]+$/, '')
}

/** Words between a short name and the site's name, shortest first, so any name length can fit. */
const TITLE_FILLERS = [
  '',
  ' | UK',
  ' | UK Partner',
  ' | SAP Business One',
  ' | SAP Business One Partner UK',
  ' | Your UK SAP Business One Partner',
]

/**
 * A browser title for a document's name: the shortest filler that brings it within the plugin's
 * range, else the name clipped to leave room for the site's name.
 */
export function seoTitle(name: string): string {
  const base = name.replace(/\s+/g, ' ').trim()
  const fitting = TITLE_FILLERS.map((filler) => `${base}${filler} | ${SITE}`).find((title) =>
    fits(title, SEO_LENGTHS.title),
  )
  return fitting ?? `${clip(base, SEO_LENGTHS.title.maxLength - ` | ${SITE}`.length)} | ${SITE}`
}

/** A meta description from the document's own summary, clipped to the plugin's maximum. */
export const seoDescription = (summary: string | null | undefined): string =>
  summary ? clip(summary, SEO_LENGTHS.description.maxLength) : ''

type Summarised = { excerpt?: unknown; description?: unknown; blocks?: unknown }

/** What a document says about itself: a post's excerpt, a landing page's description, a page's hero text. */
export function documentSummary(doc: Summarised | null | undefined): string | null {
  for (const value of [doc?.excerpt, doc?.description]) if (typeof value === 'string' && value.trim()) return value
  const blocks = Array.isArray(doc?.blocks) ? (doc.blocks as Array<Record<string, unknown>>) : []
  const hero = blocks.find((block) => block.blockType === 'hero')
  return typeof hero?.subheading === 'string' && hero.subheading.trim() ? hero.subheading : null
}
