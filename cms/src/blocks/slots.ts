import type { Block, BlocksField } from 'payload'

import { forAdmin } from './admin'
import { BlogListBlock } from './BlogList/config'
import { ContactFormBlock } from './ContactForm/config'
import { FaqSearchBlock } from './FaqSearch/config'

/**
 * Feature slots: blocks that mark where a route's behaviour (the form, the article list, the FAQ
 * search) sits among the page's CMS blocks. Each belongs to one path only.
 */
export const FEATURE_SLOTS = {
  '/contact': ContactFormBlock,
  '/blog': BlogListBlock,
  '/faqs': FaqSearchBlock,
} as const satisfies Record<string, Block>

export const featureSlotBlocks: Block[] = Object.values(FEATURE_SLOTS).map((block) =>
  forAdmin({ ...block, admin: { ...block.admin, group: 'Page features' } }),
)

const slotSlugs = new Set(featureSlotBlocks.map((block) => block.slug))

/** The block slugs a page at `path` may use: every content block, plus the slot of that path if it has one. */
export function blocksForPath(allSlugs: string[], path: unknown): string[] {
  const own =
    typeof path === 'string' && path in FEATURE_SLOTS ? FEATURE_SLOTS[path as keyof typeof FEATURE_SLOTS].slug : null
  return allSlugs.filter((slug) => !slotSlugs.has(slug) || slug === own)
}

export const filterBlocksByPath =
  (allSlugs: string[]): NonNullable<BlocksField['filterOptions']> =>
  ({ data }) =>
    blocksForPath(allSlugs, (data as { path?: unknown } | undefined)?.path)
