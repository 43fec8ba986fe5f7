import { lazy, type ReactNode } from 'react'

import type { Illustration } from '@shared/constants'
import type { IslandName } from '~/islands/names'

import { BadgeStrip } from './BadgeStrip'
import type { PageBlock } from './block-data'
import { ContactCta } from './ContactCta'
import { ContactSection } from './ContactSection'
import { CtaBanner } from './CtaBanner'
import { CustomerStories } from './CustomerStories'
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

// Rarely used blocks load lazily, in one chunk (vite.config.ts groups what this module imports
// dynamically). No Suspense boundary of their own: the server waits for them (onAllReady) and sends
// their HTML; during hydration React keeps that HTML until the chunk arrives, and a client-side
// navigation keeps the old page until then (a transition), so nothing flashes empty or shifts.
const Awards = lazy(() => import('./Awards').then((m) => ({ default: m.Awards })))
const BundlePricing = lazy(() => import('./BundlePricing').then((m) => ({ default: m.BundlePricing })))
const CompanyDetails = lazy(() => import('./CompanyDetails').then((m) => ({ default: m.CompanyDetails })))
const Cost = lazy(() => import('./Cost').then((m) => ({ default: m.Cost })))
const DataSovereignty = lazy(() => import('./DataSovereignty').then((m) => ({ default: m.DataSovereignty })))
const HostingRegions = lazy(() => import('./HostingRegions').then((m) => ({ default: m.HostingRegions })))
const HoursCalculator = lazy(() => import('./HoursCalculator').then((m) => ({ default: m.HoursCalculator })))
const RichText = lazy(() => import('./RichText').then((m) => ({ default: m.RichText })))

export type BlockType = PageBlock['blockType']
type BlockOf = { [K in BlockType]: Extract<PageBlock, { blockType: K }> }

/** Feature slot blocks: they mark where a route's behaviour (form, article list, FAQ search) goes. */
export type SlotType = Extract<BlockType, 'contact-form' | 'blog-list' | 'faq-search'>
export type Slots = Partial<Record<SlotType, ReactNode>>

/** What the page gives a block besides its fields. */
export type RenderContext = {
  slots: Slots
  /** The drawing the page gives this block (BlockRenderer's pageDrawings: none twice on a page). */
  drawing: Illustration | null
  /** Shown beside the first hero in place of its picture (a focused campaign page's form). */
  heroAside?: ReactNode
}

/** The lists and settings of BlockData (block-data.ts) the page's loader fetches only when a block reads them. */
export type ContentNeed = 'awards' | 'stats' | 'settings'

export type BlockEntry<K extends BlockType> = {
  render: (block: BlockOf[K], context: RenderContext) => ReactNode
  /** What the block reads besides its own fields; none when left out. */
  needs?: (block: BlockOf[K]) => readonly ContentNeed[]
  /** The islands (islands/names.ts) its renderer hydrates in the browser; none when left out. */
  islands?: readonly IslandName[]
}

export type BlockRegistry = { [K in BlockType]: BlockEntry<K> }

/**
 * Every CMS block type (cms/src/blocks) and how the site shows it: a block type missing here does not
 * compile. Adding a block: see "Adding a page block" in the README.
 */
export const BLOCKS = {
  hero: {
    render: (block, { drawing, heroAside }) => <Hero block={block} drawing={drawing} aside={heroAside} />,
    needs: (block) => [
      ...(block.show_award ? (['awards'] as const) : []),
      ...(block.call_button ? (['settings'] as const) : []),
    ],
    islands: ['ScrollDownButton'],
  },
  'stat-grid': {
    render: (block) => <StatGrid block={block} />,
    needs: (block) => (block.source === 'content' ? ['stats'] : []),
  },
  'feature-cards': { render: (block) => <FeatureCards block={block} /> },
  'split-feature': { render: (block, { drawing }) => <SplitFeature block={block} drawing={drawing} /> },
  steps: { render: (block) => <Steps block={block} /> },
  problems: { render: (block) => <Problems block={block} /> },
  quote: { render: (block) => <Quote block={block} /> },
  'customer-stories': { render: (block) => <CustomerStories block={block} /> },
  partners: { render: (block) => <Partners block={block} /> },
  'product-grid': { render: (block) => <ProductGrid block={block} /> },
  'hosting-regions': { render: (block) => <HostingRegions block={block} /> },
  'data-sovereignty': { render: (block) => <DataSovereignty block={block} /> },
  cost: { render: (block) => <Cost block={block} /> },
  'persona-links': { render: (block) => <PersonaLinks block={block} /> },
  faq: { render: (block) => <Faq block={block} />, islands: ['Accordion'] },
  'rich-text': { render: (block) => <RichText block={block} /> },
  'contact-cta': { render: (block) => <ContactCta block={block} /> },
  'cta-banner': { render: (block) => <CtaBanner block={block} /> },
  'badge-strip': { render: (block) => <BadgeStrip block={block} /> },
  awards: { render: (block) => <Awards block={block} />, needs: () => ['awards'] },
  'company-details': { render: (block) => <CompanyDetails block={block} />, needs: () => ['settings'] },
  'enquiry-form': { render: (block) => <EnquiryForm block={block} />, islands: ['EnquiryForm'] },
  'bundle-pricing': { render: (block) => <BundlePricing block={block} />, islands: ['TermToggle', 'BundleCards'] },
  'hours-calculator': { render: (block) => <HoursCalculator block={block} />, islands: ['HoursCalculator'] },
  'contact-form': {
    render: (block, { slots }) => <ContactSection block={block} form={slots['contact-form']} />,
    needs: () => ['settings'],
    islands: ['ContactForm'],
  },
  'blog-list': { render: (_, { slots }) => slots['blog-list'], islands: ['BlogList'] },
  'faq-search': { render: (_, { slots }) => slots['faq-search'], islands: ['FaqBrowser'] },
} satisfies BlockRegistry

const registry: BlockRegistry = BLOCKS

// The block's type picks its entry; K ties the entry to the block, so no cast is needed.
const renderTyped = <K extends BlockType>(type: K, block: BlockOf[K], context: RenderContext): ReactNode =>
  registry[type].render(block, context)

const needsTyped = <K extends BlockType>(type: K, block: BlockOf[K]): readonly ContentNeed[] =>
  registry[type].needs?.(block) ?? []

/** The block as its registered renderer shows it (the types guarantee every block type has one). */
export const renderBlock = (block: PageBlock, context: RenderContext): ReactNode =>
  renderTyped(block.blockType, block, context)

/** Which /api/content lists (and whether the site settings) these blocks need. */
export function contentNeeds(blocks: ReadonlyArray<PageBlock>): Record<ContentNeed, boolean> {
  const needs = new Set(blocks.flatMap((block) => needsTyped(block.blockType, block)))
  return { awards: needs.has('awards'), stats: needs.has('stats'), settings: needs.has('settings') }
}
