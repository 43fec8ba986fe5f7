import type { Page } from '@shared/payload-types'

import type { Api } from './api'
import { draftQuery } from './preview'

/**
 * The published `pages` document for a path, or null; in preview mode (an admin's session) its
 * latest draft. Pages are public, so Payload's REST serves them.
 */
export async function fetchPage(api: Api, path: string, preview = false): Promise<Page | null> {
  const query = new URLSearchParams({ 'where[path][equals]': path, limit: '1', depth: '1' })
  const { docs } = await api.get<{ docs: Page[] }>(`/pages?${query}&${draftQuery(preview)}`)
  return docs[0] ?? null
}

export const normalisePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname

type Block = NonNullable<Page['blocks']>[number]

/**
 * The page's blocks with the route's feature slot guaranteed: when an editor removed the slot block
 * (or the page is missing), the feature still shows, after the other blocks.
 */
export function withSlot<T extends Block['blockType']>(blocks: Block[] | null | undefined, slot: T): Block[] {
  const list = blocks ?? []
  return list.some((block) => block.blockType === slot)
    ? list
    : [...list, { blockType: slot } as Extract<Block, { blockType: T }>]
}

/** The first block of a type on a page, e.g. the blog list's call to action for every article. */
export const findBlock = <T extends Block['blockType']>(page: Page | null, type: T) =>
  page?.blocks?.find((block): block is Extract<Block, { blockType: T }> => block.blockType === type)
