import { Fragment, type ReactNode } from 'react'

import type { Illustration } from '@shared/constants'
import { assignDrawings, type DrawingRequest } from '~/components/art/choose'

import { BlockDataContext, emptyBlockData, type BlockData, type PageBlock } from './block-data'
import { renderBlock, type Slots } from './registry'

export type { PageBlock } from './block-data'

/** The drawing a block asks for (choose.ts): the hosting regions always draw their map; an uploaded photo, a campaign form or another block type asks none. */
function drawingRequest(block: PageBlock, besideForm: boolean): DrawingRequest {
  const photo = 'image' in block && typeof block.image === 'object' && Boolean(block.image?.url)
  if (block.blockType === 'hero') return photo || besideForm ? null : (block.illustration ?? 'auto')
  if (block.blockType === 'split-feature') return photo ? null : block.illustration
  if (block.blockType === 'hosting-regions') return { fixed: 'regions' }
  return null
}

/** The drawing each block shows, never the same one twice on the page. */
export function pageDrawings(
  blocks: ReadonlyArray<PageBlock>,
  path: string,
  heroAside = false,
): Array<Illustration | null> {
  const firstHero = blocks.findIndex((block) => block.blockType === 'hero')
  return assignDrawings(
    blocks.map((block, index) => drawingRequest(block, heroAside && index === firstHero)),
    path,
  )
}

/**
 * Each block through its entry in the block registry (registry.tsx). `data` carries what blocks read
 * besides their fields (see BlockData), fetched by the route's and the layout's loaders; `slots` holds
 * the route's feature, rendered where its slot block sits.
 */
export function BlockRenderer({
  blocks,
  data,
  slots = {},
  heroAside,
}: {
  blocks: PageBlock[] | null | undefined
  data?: BlockData
  slots?: Slots
  /** Shown beside the first hero in place of its picture (a focused campaign page's form). */
  heroAside?: ReactNode
}) {
  const blockData = data ?? emptyBlockData('/')
  const drawings = pageDrawings(blocks ?? [], blockData.path, Boolean(heroAside))
  const firstHero = blocks?.findIndex((block) => block.blockType === 'hero') ?? -1
  return (
    <BlockDataContext.Provider value={blockData}>
      {blocks?.map((block, index) => (
        <Fragment key={block.id ?? `${block.blockType}-${index}`}>
          {renderBlock(block, {
            slots,
            drawing: drawings[index] ?? null,
            heroAside: index === firstHero ? heroAside : undefined,
          })}
        </Fragment>
      ))}
    </BlockDataContext.Provider>
  )
}
