/**
 * Small builders for page seeds, so each page module reads as copy rather than JSON plumbing.
 * Every builder returns a block exactly as Payload stores it.
 */
import type {
  BadgeStripBlock,
  ContactCtaBlock,
  EnquiryFormBlock,
  CtaBannerBlock,
  FaqBlock,
  FeatureCardsBlock,
  HeroBlock,
  Page,
  PersonaLinksBlock,
  RichTextBlock,
  SplitFeatureBlock,
  StatGridBlock,
  StepsBlock,
} from '@b1/cms/shared/payload-types'
import type { IconName } from '@b1/cms/shared/icons'

export type PageSeed = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>
export type SeedBlock = NonNullable<Page['blocks']>[number]
type Link = { label: string; href: string }
type Heading = {
  eyebrow?: string
  heading?: string
  intro?: string
  anchor?: string
  theme?: 'light' | 'muted' | 'dark'
}

export const page = (
  path: string,
  title: string,
  description: string,
  blocks: SeedBlock[],
  seoTitle?: string,
): PageSeed => ({
  path,
  title,
  meta: { title: seoTitle ?? `${title} | Clearpath B1`, description },
  blocks,
})

export const hero = (
  heading: string,
  subheading: string,
  opts: {
    eyebrow?: string
    primary?: Link
    secondary?: Link
    highlights?: string[]
    size?: 'home' | 'page'
    scroll?: string
    award?: boolean
  } = {},
): HeroBlock & { blockType: 'hero' } => ({
  blockType: 'hero',
  size: opts.size ?? 'page',
  eyebrow: opts.eyebrow,
  heading,
  subheading,
  primary_cta: opts.primary ?? { label: 'Get in Touch', href: '/contact' },
  secondary_cta: opts.secondary,
  scroll_button_label: opts.scroll,
  show_award: opts.award ?? false,
  highlights: opts.highlights?.map((text) => ({ text })),
})

export const stats = (items: Array<[value: string, label: string]>, h: Heading = {}): StatGridBlock => ({
  blockType: 'stat-grid',
  source: 'fixed',
  ...h,
  theme: h.theme ?? 'muted',
  items: items.map(([value, label]) => ({ value, label })),
})

export type Card = [icon: IconName, title: string, description: string, stat?: string]

export const cards = (
  h: Heading,
  items: Card[],
  opts: { columns?: '2' | '3' | '4'; links?: Array<Link | undefined> } = {},
): FeatureCardsBlock => ({
  blockType: 'feature-cards',
  ...h,
  theme: h.theme ?? 'light',
  columns: opts.columns ?? '3',
  items: items.map(([icon, title, description, stat], i) => ({
    icon,
    title,
    description,
    stat,
    link: opts.links?.[i] ?? {},
  })),
})

export const split = (
  opts: Heading & {
    heading: string
    body: string
    bullets: string[]
    icon: IconName
    value?: string
    label?: string
    link?: Link
    left?: boolean
    illustration?: SplitFeatureBlock['illustration']
  },
): SplitFeatureBlock => ({
  blockType: 'split-feature',
  anchor: opts.anchor,
  eyebrow: opts.eyebrow,
  heading: opts.heading,
  body: opts.body,
  bullets: opts.bullets.map((text) => ({ text })),
  icon: opts.icon,
  illustration: opts.illustration,
  highlight_value: opts.value,
  highlight_label: opts.label,
  link: opts.link ?? {},
  panel_position: opts.left ? 'left' : 'right',
  theme: opts.theme ?? 'light',
})

export const steps = (
  h: Heading,
  items: Array<[icon: IconName, title: string, description: string, duration?: string]>,
): StepsBlock => ({
  blockType: 'steps',
  ...h,
  theme: h.theme ?? 'light',
  items: items.map(([icon, title, description, duration]) => ({ icon, title, description, duration })),
})

export const faq = (h: Heading, items: Array<[question: string, answer: string]>): FaqBlock => ({
  blockType: 'faq',
  ...h,
  theme: h.theme ?? 'light',
  items: items.map(([question, answer]) => ({ question, answer })),
})

export const badges = (h: Heading, items: Array<[icon: IconName, label: string, href?: string]>): BadgeStripBlock => ({
  blockType: 'badge-strip',
  ...h,
  theme: h.theme ?? 'light',
  items: items.map(([icon, label, href]) => ({ icon, label, href })),
})

export const contactCta = (
  productName: string,
  brandColor: ContactCtaBlock['brand_color'],
  headline: string,
  description: string,
  benefits?: string[],
): ContactCtaBlock => ({
  blockType: 'contact-cta',
  anchor: 'enquire',
  product_name: productName,
  brand_color: brandColor,
  headline,
  description,
  benefits: benefits?.map((text) => ({ text })),
  button_label: 'Get in Touch',
})

/** The embedded enquiry form (SPEC: persona, product and cloud pages), reachable at #enquire. */
export const enquiry = (
  productName: string,
  brandColor: EnquiryFormBlock['brand_color'],
  headline: string,
  description: string,
  topic: EnquiryFormBlock['topic'] = 'SAP Business One',
  options: { askHosting?: boolean } = {},
): EnquiryFormBlock => ({
  blockType: 'enquiry-form',
  anchor: 'enquire',
  product_name: productName,
  brand_color: brandColor,
  headline,
  description,
  topic,
  ask_subsidiaries: false,
  ask_hosting: options.askHosting ?? false,
  button_label: 'Send Enquiry',
})

export const ctaBanner = (heading: string, body: string, primary: Link, secondary?: Link): CtaBannerBlock => ({
  blockType: 'cta-banner',
  heading,
  body,
  primary_cta: primary,
  secondary_cta: secondary ?? {},
})

/** The five leader pages, shown by every persona page (the current one is hidden when rendered). */
export const PERSONAS: PersonaLinksBlock['items'] = [
  {
    title: 'Managing Directors',
    path: '/sap-business-one/for/managing-directors',
    tagline: 'One version of the truth for the whole business',
    icon: 'Briefcase',
    color: 'blue-600',
  },
  {
    title: 'Finance Directors',
    path: '/sap-business-one/for/finance-directors',
    tagline: 'Close faster with numbers you can defend',
    icon: 'PoundSterling',
    color: 'green-600',
  },
  {
    title: 'IT Directors',
    path: '/sap-business-one/for/it-directors',
    tagline: 'Fewer systems, less risk, no server room',
    icon: 'Server',
    color: 'indigo-600',
  },
  {
    title: 'Operations Directors',
    path: '/sap-business-one/for/operations-directors',
    tagline: 'Stock, orders and people in step',
    icon: 'Truck',
    color: 'teal-600',
  },
  {
    title: 'Manufacturing Directors',
    path: '/sap-business-one/for/manufacturing-directors',
    tagline: 'Plan to capacity and build it right first time',
    icon: 'Factory',
    color: 'orange-600',
  },
]

export const personaLinks = (): PersonaLinksBlock => ({
  blockType: 'persona-links',
  eyebrow: 'Built for every leader',
  heading: 'See SAP Business One through your colleagues’ eyes',
  intro: 'Every director asks a different first question. Here is how the same system answers each of them.',
  theme: 'muted',
  items: PERSONAS.map((p) => ({ ...p })),
})

// Lexical JSON for rich-text blocks: paragraphs, headings, lists and links.
type Inline = string | { text: string; href: string }
const textNode = (text: string, format = 0) => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const inline = (parts: Inline[]) =>
  parts.map((part) =>
    typeof part === 'string'
      ? textNode(part)
      : {
          type: 'link',
          version: 3,
          direction: 'ltr',
          format: '',
          indent: 0,
          fields: { url: part.href, newTab: /^https?:/.test(part.href), linkType: 'custom' },
          children: [textNode(part.text)],
        },
  )
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})
export const p = (...parts: Inline[]) => element('paragraph', inline(parts), { textFormat: 0, textStyle: '' })
export const h2 = (text: string) => element('heading', [textNode(text)], { tag: 'h2' })
export const ul = (...items: Inline[][]) =>
  element(
    'list',
    items.map((parts, i) => element('listitem', inline(parts), { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

export const richText = (nodes: unknown[]): RichTextBlock => ({
  blockType: 'rich-text',
  theme: 'light',
  content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: nodes as never } },
})
