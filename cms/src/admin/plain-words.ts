import type { ArrayFieldValidation, Block, BlocksFieldValidation, Config, Field, Option, Plugin, Tab } from 'payload'
import { array as arrayRule, blocks as blocksRule } from 'payload/shared'

import { MONDAY, UK_DATE_TIME, UK_TIME } from './uk-dates'

/** Short words that read better in capitals, or as words, in a label. */
const WORDS: Record<string, string> = {
  api: 'API',
  cta: 'button',
  erp: 'ERP',
  faq: 'FAQ',
  faqs: 'FAQs',
  id: 'ID',
  ip: 'IP',
  og: 'share',
  pdf: 'PDF',
  sap: 'SAP',
  seo: 'SEO',
  smtp: 'SMTP',
  url: 'URL',
  urls: 'URLs',
  utm: 'UTM',
}

/** Fields that many blocks share, named once as an editor would name them. */
const COMMON_FIELDS: Record<string, { label: string; description: string }> = {
  eyebrow: { label: 'Label above the heading', description: 'A few words in small capitals over the heading' },
}

/** `featured_image` → "Featured image", `showAward` → "Show award", `cta_url` → "Button URL". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const plainLabel = (labels: unknown, fallback: string): string =>
  typeof labels === 'string' && labels ? labels.toLowerCase() : fallback

/** `landing-pages` → `landing-page`, `categories` → `category`: enough English for our slugs. */
export const singularOf = (slug: string): string => slug.replace(/ies$/, 'y').replace(/(?<!s)s$/, '')

/** "teal-600" → "Teal": every brand colour is the same shade. */
export const colourName = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1).replace(/-\d+$/, '')

/** "Add at least one question": Payload's own message counts "Rows" whatever the list holds. */
export function atLeastMessage(minRows: number, singular: string, plural: string): string {
  return minRows === 1 ? `Add at least one ${singular}` : `Add at least ${minRows} ${plural}`
}

type ListField = Extract<Field, { type: 'array' | 'blocks' }>

function withListMessage(field: ListField): ListField {
  const minRows = field.minRows
  if (!minRows || field.validate) return field
  const singular = plainLabel(field.labels?.singular, 'item')
  const plural = plainLabel(field.labels?.plural, 'items')
  const message = atLeastMessage(minRows, singular, plural)
  const tooFew = (value: unknown) => (Array.isArray(value) ? value.length : 0) < minRows
  if (field.type === 'array') {
    const validate: ArrayFieldValidation = (value, args) => (tooFew(value) ? message : arrayRule(value, args))
    return { ...field, validate }
  }
  const validate: BlocksFieldValidation = (value, args) => (tooFew(value) ? message : blocksRule(value, args))
  return { ...field, validate }
}

const plainOptions = (options: Option[]): Option[] =>
  options.map((option) => (typeof option === 'string' ? { value: option, label: humanize(option) } : option))

function plainTab(tab: Tab): Tab {
  const named = 'name' in tab && tab.name && tab.label === undefined ? { label: humanize(tab.name) } : {}
  return { ...tab, ...named, fields: tab.fields.map(plainField) }
}

export function plainBlock(block: Block): Block {
  return {
    ...block,
    labels: block.labels ?? { singular: humanize(block.slug), plural: humanize(block.slug) },
    fields: block.fields.map(plainField),
  }
}

/** Dates as a UK office writes them: Monday-first calendar, 24-hour clock, "26 Nov 2026, 09:00". */
export const UK_DATE_PICKER = {
  pickerAppearance: 'dayAndTime',
  displayFormat: UK_DATE_TIME,
  timeFormat: UK_TIME,
  timeIntervals: 15,
  overrides: { calendarStartDay: MONDAY },
} as const

/** Gives every named field a label in words, lists a message that names what they hold, and UK dates. */
export function plainField(field: Field): Field {
  let next = { ...field } as Field
  const common = 'name' in next ? COMMON_FIELDS[next.name] : undefined
  if (common && !('label' in next && next.label !== undefined))
    next = { ...next, label: common.label, admin: { ...next.admin, description: common.description } } as Field
  if ('name' in next && next.name && !('label' in next && next.label !== undefined))
    next = { ...next, label: humanize(next.name) } as Field
  if ((next.type === 'select' || next.type === 'radio') && next.options)
    next = { ...next, options: plainOptions(next.options) } as Field
  if ('fields' in next && Array.isArray(next.fields)) next = { ...next, fields: next.fields.map(plainField) } as Field
  if (next.type === 'tabs') next = { ...next, tabs: next.tabs.map(plainTab) }
  if (next.type === 'blocks' && next.blocks) next = { ...next, blocks: next.blocks.map(plainBlock) }
  if (next.type === 'array' || next.type === 'blocks') next = withListMessage(next)
  if (next.type === 'date' && !next.admin?.date) next = { ...next, admin: { ...next.admin, date: UK_DATE_PICKER } }
  return next
}

/**
 * Plain English in the admin: Payload labels an unlabelled field with its name as written
 * ("Featured_image"), so every field, option and block without a label gets one in words here,
 * before Payload fills in its own. Runs after the other plugins so their fields are covered too.
 */
export const plainWords: Plugin = (config: Config): Config => ({
  ...config,
  blocks: config.blocks?.map(plainBlock),
  collections: config.collections?.map((collection) => ({
    ...collection,
    labels: collection.labels ?? { singular: humanize(singularOf(collection.slug)), plural: humanize(collection.slug) },
    fields: collection.fields.map(plainField),
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    label: global.label ?? humanize(global.slug),
    fields: global.fields.map(plainField),
  })),
})
