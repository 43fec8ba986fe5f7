import type { Page } from '@shared/payload-types'

import type { PageBlock, PageContent } from '~/blocks/block-data'
import { loadPageContent } from '~/blocks/page-content'

import type { Api } from '~/lib/api'
import { fetchPage, withSlot } from '~/lib/pages'
import { loadPreviewState, type PreviewState } from '~/lib/preview'
import { pageSeo, type SeoInput } from '~/lib/seo'

type SlotType = 'contact-form' | 'blog-list' | 'faq-search'

export type FeaturePage = {
  page: Page | null
  blocks: PageBlock[]
  content: PageContent
  previewState: PreviewState | null
}

/**
 * A route whose behaviour is code (/contact, /blog, /faqs) reads its words from its `pages`
 * document (its draft in preview mode): the blocks around the feature, with the feature's slot
 * guaranteed. A failed or missing page still renders the feature alone.
 */
export async function loadFeaturePage(api: Api, path: string, slot: SlotType, preview = false): Promise<FeaturePage> {
  const page = await fetchPage(api, path, preview).catch(() => null)
  const blocks = withSlot(page?.blocks, slot)
  const [content, previewState] = await Promise.all([
    loadPageContent(api, blocks, path, preview),
    loadPreviewState(preview && !!page, page, () => fetchPage(api, path)),
  ])
  return { page, blocks, content, previewState }
}

/** The page document's SEO fields, or the route's own title when the page is missing. */
export const featurePageSeo = (page: Page | null | undefined, path: string, fallbackTitle: string): SeoInput =>
  page ? pageSeo(page) : { title: fallbackTitle, path }
