import type { Page } from '@cms/payload-types'

import { BundlePricing } from './BundlePricing'
import { EnquiryForm } from './EnquiryForm'
import { Hero } from './Hero'
import { HoursCalculator } from './HoursCalculator'

export type PageBlock = NonNullable<Page['blocks']>[number]

/** One renderer per CMS block type (cms/src/blocks); unknown types render nothing. */
export function BlockRenderer({ blocks }: { blocks: PageBlock[] | null | undefined }) {
  return (
    <>
      {blocks?.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <Hero key={key} block={block} />
          case 'bundle-pricing':
            return <BundlePricing key={key} block={block} />
          case 'hours-calculator':
            return <HoursCalculator key={key} block={block} />
          case 'enquiry-form':
            return <EnquiryForm key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
