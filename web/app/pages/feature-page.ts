import type { Page } from '@shared/payload-types'

import { loadPageContent, type PageBlock, type PageContent } from '~/blocks/block-data'

import type { Api } from '~/lib/api'
import { fetchPage, withSlot } from '~/lib/pages'
import { pageSeo, type SeoInput } from '~/lib/seo'

type SlotType = 'contact-form' | 'blog-list' | 'faq-search'

export type FeaturePage = { page: Page | null; blocks: PageBlock[]; content: PageContent }

/**
 * A route whose behaviour is code (/contact, /blog, /faqs) reads its words from its `pages`
 * document (its draft in preview mode): the blocks around the feature, with the feature's slot
 * guaranteed. A failed or missing page still renders the feature alone.
 */
export async function loadFeaturePage(api: Api, path: string, slot: SlotType, preview = false): Promise<FeaturePage> {
  const page = await fetchPage(api, path, preview).catch(() => null)
  const blocks = withSlot(page?.blocks, slot)
  return { page, blocks, content: await loadPageContent(api, blocks, path, preview) }
}

/** The page document's SEO fields, or the route's own title when the page is missing. */
export const featurePageSeo = (page: Page | null | undefined, path: string, fallbackTitle: string): SeoInput =>
  page ? pageSeo(page) : { title: fallbackTitle, path }
