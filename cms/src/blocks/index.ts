import type { Block } from 'payload'

import { forAdmin } from './admin'
import { AwardsBlock } from './Awards/config'
import { BadgeStripBlock } from './BadgeStrip/config'
import { BundlePricingBlock } from './BundlePricing/config'
import { CompanyDetailsBlock } from './CompanyDetails/config'
import { ContactCtaBlock } from './ContactCta/config'
import { CostBlock } from './Cost/config'
import { CtaBannerBlock } from './CtaBanner/config'
import { CustomerStoriesBlock } from './CustomerStories/config'
import { DataSovereigntyBlock } from './DataSovereignty/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { FaqBlock } from './Faq/config'
import { FeatureCardsBlock } from './FeatureCards/config'
import { HeroBlock } from './Hero/config'
import { HostingRegionsBlock } from './HostingRegions/config'
import { HoursCalculatorBlock } from './HoursCalculator/config'
import { PartnersBlock } from './Partners/config'
import { PersonaLinksBlock } from './PersonaLinks/config'
import { ProblemsBlock } from './Problems/config'
import { ProductGridBlock } from './ProductGrid/config'
import { QuoteBlock } from './Quote/config'
import { RichTextBlock } from './RichText/config'
import { SplitFeatureBlock } from './SplitFeature/config'
import { StatGridBlock } from './StatGrid/config'
import { StepsBlock } from './Steps/config'

/** Every content block a page or landing page may hold (feature slots for /contact, /blog and /faqs are in slots.ts); each has one entry in the web app's block registry (web/app/blocks/registry.tsx). */
export const pageBlocks: Block[] = [
  HeroBlock,
  StatGridBlock,
  FeatureCardsBlock,
  SplitFeatureBlock,
  StepsBlock,
  ProblemsBlock,
  QuoteBlock,
  CustomerStoriesBlock,
  PartnersBlock,
  ProductGridBlock,
  HostingRegionsBlock,
  DataSovereigntyBlock,
  CostBlock,
  PersonaLinksBlock,
  FaqBlock,
  RichTextBlock,
  ContactCtaBlock,
  CtaBannerBlock,
  BadgeStripBlock,
  AwardsBlock,
  CompanyDetailsBlock,
  // Behaviour blocks: lead capture and service-hours pricing.
  EnquiryFormBlock,
  BundlePricingBlock,
  HoursCalculatorBlock,
].map(forAdmin)
