import { Fragment, lazy, type ReactNode } from 'react'

import type { Illustration } from '@shared/constants'
import { resolveIllustration } from '~/components/art/choose'

import { BadgeStrip } from './BadgeStrip'
import { ContactCta } from './ContactCta'
import { ContactSection } from './ContactSection'
import { CtaBanner } from './CtaBanner'
import { CustomerStories } from './CustomerStories'
import { BlockDataContext, emptyBlockData, type BlockData, type PageBlock } from './block-data'
import { EnquiryForm } from './EnquiryForm'
import { Faq } from './Faq'
import { FeatureCards } from './FeatureCards'
import { Hero } from './Hero'
import { Partners } from './Partners'
import { PersonaLinks } from './PersonaLinks'
import { Problems } from './Problems'
import { ProductGrid } from './ProductGrid'
import { Quote } from './Quote'
import { SplitFeature } from './SplitFeature'
import { StatGrid } from './StatGrid'
import { Steps } from './Steps'

export type { PageBlock } from './block-data'

// Rarely used blocks load lazily (rare-blocks.ts). No Suspense boundary of their own: the server waits
// for them (onAllReady) and sends their HTML; during hydration React keeps that HTML until the chunk
// arrives, and a client-side navigation keeps the old page until then (a transition), so nothing
// flashes empty or shifts.
const rare = () => import('./rare-blocks')
const Awards = lazy(() => rare().then((m) => ({ default: m.Awards })))
const BundlePricing = lazy(() => rare().then((m) => ({ default: m.BundlePricing })))
const CompanyDetails = lazy(() => rare().then((m) => ({ default: m.CompanyDetails })))
const Cost = lazy(() => rare().then((m) => ({ default: m.Cost })))
const DataSovereignty = lazy(() => rare().then((m) => ({ default: m.DataSovereignty })))
const HostingRegions = lazy(() => rare().then((m) => ({ default: m.HostingRegions })))
const HoursCalculator = lazy(() => rare().then((m) => ({ default: m.HoursCalculator })))
const RichText = lazy(() => rare().then((m) => ({ default: m.RichText })))

/** Feature slot blocks: they mark where a route's behaviour (form, article list, FAQ search) goes. */
export type SlotType = Extract<PageBlock['blockType'], 'contact-form' | 'blog-list' | 'faq-search'>
export type Slots = Partial<Record<SlotType, ReactNode>>

/** The illustrations the page's feature sections show (an uploaded image replaces its section's). */
export function sectionIllustrations(blocks: ReadonlyArray<PageBlock>): Illustration[] {
  return blocks.flatMap((block) => {
    if (block.blockType !== 'split-feature' || (typeof block.image === 'object' && block.image?.url)) return []
    const illustration = resolveIllustration(block.illustration, '')
    return illustration ? [illustration] : []
  })
}

function renderBlock(block: PageBlock, slots: Slots, taken: Illustration[], heroAside?: ReactNode): ReactNode {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} taken={taken} aside={heroAside} />
    case 'stat-grid':
      return <StatGrid block={block} />
    case 'feature-cards':
      return <FeatureCards block={block} />
    case 'split-feature':
      return <SplitFeature block={block} />
    case 'steps':
      return <Steps block={block} />
    case 'problems':
      return <Problems block={block} />
    case 'quote':
      return <Quote block={block} />
    case 'customer-stories':
      return <CustomerStories block={block} />
    case 'partners':
      return <Partners block={block} />
    case 'product-grid':
      return <ProductGrid block={block} />
    case 'hosting-regions':
      return <HostingRegions block={block} />
    case 'data-sovereignty':
      return <DataSovereignty block={block} />
    case 'cost':
      return <Cost block={block} />
    case 'persona-links':
      return <PersonaLinks block={block} />
    case 'faq':
      return <Faq block={block} />
    case 'rich-text':
      return <RichText block={block} />
    case 'contact-cta':
      return <ContactCta block={block} />
    case 'cta-banner':
      return <CtaBanner block={block} />
    case 'badge-strip':
      return <BadgeStrip block={block} />
    case 'awards':
      return <Awards block={block} />
    case 'company-details':
      return <CompanyDetails block={block} />
    case 'enquiry-form':
      return <EnquiryForm block={block} />
    case 'bundle-pricing':
      return <BundlePricing block={block} />
    case 'hours-calculator':
      return <HoursCalculator block={block} />
    case 'contact-form':
      return <ContactSection block={block} form={slots['contact-form']} />
    case 'blog-list':
    case 'faq-search':
      return slots[block.blockType] ?? null
    default:
      return null
  }
}

/**
 * One renderer per CMS block type (cms/src/blocks); unknown types render nothing. `data` carries
 * what blocks read besides their fields (see BlockData), fetched by the route's and the layout's loaders;
 * `slots` holds the route's feature, rendered where its slot block sits.
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
          {renderBlock(block, slots, taken, index === firstHero ? heroAside : undefined)}
        </Fragment>
      ))}
    </BlockDataContext.Provider>
  )
}
