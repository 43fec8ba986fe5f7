import type { Block } from 'payload'

import { BundlePricingBlock } from './BundlePricing/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { HeroBlock } from './Hero/config'
import { HoursCalculatorBlock } from './HoursCalculator/config'

/** Blocks with behaviour (lead forms, the service-hours pricing); the words around it stay editable. */
const behaviourBlocks: Block[] = [BundlePricingBlock, HoursCalculatorBlock, EnquiryFormBlock]

/** Every block a page may hold; each has one renderer in web/app/blocks. */
export const pageBlocks: Block[] = [HeroBlock, ...behaviourBlocks]
