import type { Block } from 'payload'

import { HeroBlock } from './Hero/config'

/** Every block a page may hold; each has one renderer in web/app/blocks. */
export const pageBlocks: Block[] = [HeroBlock]
