import { createContext, useContext } from 'react'

import type { ApiAward, ApiStat, ProductsByGroup } from '@shared/contract-types'
import type { Page, SiteSetting } from '@shared/payload-types'

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
  /** The answer of the page's action to a form posted without JavaScript (lib/form-reply.server.ts). */
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

export const BlockDataContext = createContext<BlockData>(emptyBlockData('/'))
export const useBlockData = () => useContext(BlockDataContext)
