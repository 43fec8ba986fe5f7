import type { Block, Config, Field, Plugin, Tab, Validate } from 'payload'
import { validations } from 'payload/shared'

type Lexical = { root?: { children?: Array<{ children?: unknown[]; type?: string }> } }

/** Nothing typed yet: no value, an empty list, or rich text holding only empty paragraphs. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  const root = (value as Lexical).root
  if (root && typeof value === 'object')
    return (root.children ?? []).every((node) => node.type === 'paragraph' && !node.children?.length)
  return false
}

/** A save of a draft (the admin's "Save draft" and autosave send `_status: draft`). */
const savingDraft = (args: unknown): boolean =>
  (args as { data?: { _status?: unknown } } | undefined)?.data?._status === 'draft'

/**
 * A required field (or a list with a minimum) may stay blank in a draft; everything typed is
 * checked as usual, and publishing checks it all.
 */
export function draftMayBeBlank(field: Field): Field {
  let next = field
  if ('fields' in next && Array.isArray(next.fields))
    next = { ...next, fields: next.fields.map(draftMayBeBlank) } as Field
  if (next.type === 'tabs')
    next = { ...next, tabs: next.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(draftMayBeBlank) }) as Tab) }
  if (next.type === 'blocks' && next.blocks) next = { ...next, blocks: next.blocks.map(blockMayBeBlank) }
  const required = 'required' in next && next.required
  const minRows = 'minRows' in next && next.minRows
  if (!required && !minRows) return next
  const original = ('validate' in next && next.validate) || validations[next.type as keyof typeof validations]
  if (typeof original !== 'function') return next
  const validate: Validate = (value, args) =>
    savingDraft(args) && isBlank(value) ? true : (original as Validate)(value, args)
  return { ...next, validate } as Field
}

const blockMayBeBlank = (block: Block): Block => ({ ...block, fields: block.fields.map(draftMayBeBlank) })

/**
 * Drafts are validated (so that "Create new" makes nothing until the editor saves, see
 * lib/versions.ts), but an unfinished draft must still save: blank required fields pass in a draft.
 * Runs after plainWords, so the list messages it adds are covered too.
 */
export const incompleteDrafts: Plugin = (config: Config): Config => ({
  ...config,
  blocks: config.blocks?.map(blockMayBeBlank),
  collections: config.collections?.map((collection) =>
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts
      ? { ...collection, fields: collection.fields.map(draftMayBeBlank) }
      : collection,
  ),
})
