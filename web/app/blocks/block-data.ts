import { createContext, useContext } from 'react'

import type { ApiAward, ApiStat, ProductsByGroup } from '@shared/contract-types'
import type { Page, SiteSetting } from '@shared/payload-types'

import type { Api } from '~/lib/api'
import { orFallback } from '~/lib/fallback'
import { globalQuery } from '~/lib/preview'

export type PageBlock = NonNullable<Page['blocks']>[number]

/**
 * What blocks read besides their own fields: the current path, the /api/content lists and the site
 * settings. The products are the ones the public layout loaded for the whole site (see useShellProducts).
 */
export type BlockData = {
  path: string
  awards: ApiAward[]
  stats: ApiStat[]
  products: ProductsByGroup | null
  settings: SiteSetting | null
  /** The answer of the page's action to a form posted without JavaScript (lib/form-post.ts). */
  posted?: unknown
}

/** The part of BlockData a page's loader fetches. */
export type PageContent = Omit<BlockData, 'products'>

export const emptyBlockData = (path: string): BlockData => ({
  path,
  awards: [],
  stats: [],
  products: null,
  settings: null,
})

/** Which /api/content lists (and whether the site settings) these blocks need. */
export function contentNeeds(blocks: ReadonlyArray<PageBlock>) {
  return {
    awards: blocks.some((b) => b.blockType === 'awards' || (b.blockType === 'hero' && b.show_award === true)),
    stats: blocks.some((b) => b.blockType === 'stat-grid' && b.source === 'content'),
    settings: blocks.some(
      (b) =>
        b.blockType === 'contact-form' ||
        b.blockType === 'company-details' ||
        (b.blockType === 'hero' && b.call_button === true),
    ),
  }
}

// A failed content call leaves its list empty (SPEC §8); the API client has already logged it.

/** Fetches, on the server, only the content the page's blocks use (the settings' draft in preview mode). */
export async function loadPageContent(
  api: Api,
  blocks: PageBlock[] | null | undefined,
  path: string,
  preview = false,
): Promise<PageContent> {
  const needs = contentNeeds(blocks ?? [])
  const [awards, stats, settings] = await Promise.all([
    needs.awards
      ? orFallback(
          api.get<{ awards: ApiAward[] }>('/content/awards').then((r) => r.awards),
          [],
        )
      : [],
    needs.stats
      ? orFallback(
          api.get<{ stats: ApiStat[] }>('/content/stats').then((r) => r.stats),
          [],
        )
      : [],
    needs.settings ? orFallback(api.get<SiteSetting>(`/globals/site-settings?${globalQuery(preview)}`), null) : null,
  ])
  return { path, awards, stats, settings }
}

export const BlockDataContext = createContext<BlockData>(emptyBlockData('/'))
export const useBlockData = () => useContext(BlockDataContext)
