import { createContext, useContext } from 'react'

import type { ApiAward, ApiStat, ProductsByGroup } from '@cms/contract/types'
import type { Page } from '@cms/payload-types'

import type { Api } from '~/lib/api'

export type PageBlock = NonNullable<Page['blocks']>[number]

/**
 * What blocks read besides their own fields: the current path and the /api/content lists. The
 * products are the ones the public layout loaded for the whole site (see useShellProducts).
 */
export type BlockData = {
  path: string
  awards: ApiAward[]
  stats: ApiStat[]
  products: ProductsByGroup | null
}

/** The part of BlockData a page's loader fetches. */
export type PageContent = Omit<BlockData, 'products'>

export const emptyBlockData = (path: string): BlockData => ({ path, awards: [], stats: [], products: null })

/** Which /api/content lists these blocks need. */
export function contentNeeds(blocks: ReadonlyArray<PageBlock>) {
  return {
    awards: blocks.some((b) => b.blockType === 'awards' || (b.blockType === 'hero' && b.show_award === true)),
    stats: blocks.some((b) => b.blockType === 'stat-grid' && b.source === 'content'),
  }
}

// A failed content call leaves its list empty (SPEC §8); the API client has already logged it.
const orEmpty = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback)

/** Fetches, on the server, only the content lists the page's blocks use. */
export async function loadPageContent(api: Api, blocks: PageBlock[] | null | undefined, path: string): Promise<PageContent> {
  const needs = contentNeeds(blocks ?? [])
  const [awards, stats] = await Promise.all([
    needs.awards ? orEmpty(api.get<{ awards: ApiAward[] }>('/content/awards').then((r) => r.awards), []) : [],
    needs.stats ? orEmpty(api.get<{ stats: ApiStat[] }>('/content/stats').then((r) => r.stats), []) : [],
  ])
  return { path, awards, stats }
}

export const BlockDataContext = createContext<BlockData>(emptyBlockData('/'))
export const useBlockData = () => useContext(BlockDataContext)
