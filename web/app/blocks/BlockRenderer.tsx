import { Fragment, type ReactNode } from 'react'

import type { Illustration } from '@shared/constants'
import { resolveIllustration } from '~/components/art/choose'

import { BlockDataContext, emptyBlockData, type BlockData, type PageBlock } from './block-data'
import { renderBlock, type Slots } from './registry'

export type { PageBlock } from './block-data'

/** The illustrations the page's feature sections show (an uploaded image replaces its section's). */
export function sectionIllustrations(blocks: ReadonlyArray<PageBlock>): Illustration[] {
  return blocks.flatMap((block) => {
    if (block.blockType !== 'split-feature' || (typeof block.image === 'object' && block.image?.url)) return []
    const illustration = resolveIllustration(block.illustration, '')
    return illustration ? [illustration] : []
  })
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
  const taken = sectionIllustrations(blocks ?? [])
  const firstHero = blocks?.findIndex((block) => block.blockType === 'hero') ?? -1
  return (
    <BlockDataContext.Provider value={data ?? emptyBlockData('/')}>
      {blocks?.map((block, index) => (
        <Fragment key={block.id ?? `${block.blockType}-${index}`}>
          {renderBlock(block, { slots, taken, heroAside: index === firstHero ? heroAside : undefined })}
        </Fragment>
      ))}
    </BlockDataContext.Provider>
  )
}
