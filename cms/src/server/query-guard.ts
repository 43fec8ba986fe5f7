import type { Field, Payload } from 'payload'
import { validOperatorSet, validOperators } from 'payload/shared'
import * as qs from 'qs-esm'

import { documentIdKind, ID_PATTERNS, type DocumentIdKind } from './document-id'

const GEO = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])
const COMPARED = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/** Paging and depth bounds: the largest honest values, well below what breaks the database driver. */
const BOUNDS = { limit: 10_000, page: 1_000_000, depth: 10 } as const

type Kind = 'date' | 'number' | 'objectid' | 'point' | 'other'
type FieldLike = { name?: string; type: string; hasMany?: boolean; fields?: FieldLike[] }

function kindOf(field: FieldLike | undefined, idType: DocumentIdKind): Kind {
  if (!field) return 'other'
  if (field.type === 'date') return 'date'
  if (field.type === 'number') return 'number'
  if (field.type === 'point') return 'point'
  if ((field.type === 'relationship' || field.type === 'upload') && idType !== 'text') return idType
  return 'other'
}

/** The field a query path names, looking through unnamed layout fields (rows, collapsibles, tabs). */
function findField(fields: FieldLike[], name: string): FieldLike | undefined {
  for (const field of fields) {
    if (field.name === name) return field
    if (!field.name && field.fields) {
      const inner = findField(field.fields, name)
      if (inner) return inner
    }
    const tabs = (field as { tabs?: Array<{ name?: string; fields: FieldLike[] }> }).tabs
    if (tabs) for (const tab of tabs) if (!tab.name) return findField(tab.fields, name)
  }
  return undefined
}

const isNumber = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()))
const isDate = (v: unknown) => typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Date.parse(v))
const isObjectId = (v: unknown) => typeof v === 'string' && ID_PATTERNS.objectid!.test(v.trim())
const isNullish = (v: unknown) => v === null || v === 'null' || v === ''

function checkOperand(path: string, op: string, value: unknown, kind: Kind): string | undefined {
  if (GEO.has(op)) return kind === 'point' ? undefined : `where[${path}][${op}] works on location fields only.`
  if (op === 'exists')
    return ['true', 'false', true, false].includes(value as never)
      ? undefined
      : `where[${path}][exists] takes true or false.`
  // Payload hands any operand to the database: an object or a nested list there is a 500.
  const isObject = (v: unknown) => typeof v === 'object' && v !== null
  if (LISTS.has(op)) {
    if (isObject(value) && (!Array.isArray(value) || value.some(isObject)))
      return `where[${path}][${op}] takes a list of values, e.g. where[${path}][${op}]=a,b.`
  } else if (isObject(value))
    return `where[${path}][${op}] takes a value, not ${Array.isArray(value) ? 'a list' : 'an object'}.`
  if (kind !== 'date' && kind !== 'number' && kind !== 'objectid') return undefined
  if (!COMPARED.has(op) && !LISTS.has(op)) return undefined
  const values = LISTS.has(op) ? (Array.isArray(value) ? value : String(value).split(',')) : [value]
  const ok = kind === 'date' ? isDate : kind === 'number' ? isNumber : isObjectId
  const needs = { date: 'a date', number: 'a number', objectid: 'a document id' }[kind]
  for (const v of values) {
    if (typeof v === 'object' && v !== null) return `where[${path}][${op}] takes a value, not an object.`
    if (!(op === 'equals' || op === 'not_equals') || !isNullish(v))
      if (!ok(v)) return `where[${path}][${op}] needs ${needs}, not "${String(v)}".`
  }
  return undefined
}

function checkWhere(where: unknown, fields: FieldLike[], idType: DocumentIdKind, nesting = 0): string | undefined {
  if (typeof where !== 'object' || where === null || Array.isArray(where))
    return 'where must name a field and an operator, e.g. where[title][equals]=Hello.'
  if (nesting > 5) return 'where is nested too deeply.'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(value) ? value : typeof value === 'object' && value ? Object.values(value) : null
      if (!parts) return `where[${key}] must be a list of conditions.`
      for (const part of parts) {
        const problem = checkWhere(part, fields, idType, nesting + 1)
        if (problem) return problem
      }
      continue
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return `where[${key}] needs an operator, e.g. where[${key}][equals]=…`
    const [head, ...rest] = key.split('.')
    const field = findField(fields, head)
    const kind: Kind =
      head === 'id'
        ? idType === 'text'
          ? 'other'
          : idType
        : ['createdAt', 'updatedAt'].includes(head)
          ? 'date'
          : rest.length === 0
            ? kindOf(field, idType)
            : // `author.id`: the related document's id, checked like the relationship itself.
              rest.join('.') === 'id' && (field?.type === 'relationship' || field?.type === 'upload')
              ? kindOf(field, idType)
              : 'other'
    for (const [op, operand] of Object.entries(value)) {
      if (!validOperatorSet.has(op as never))
        return `where[${key}][${op}] is not an operator; use one of ${validOperators.join(', ')}.`
      const problem = checkOperand(key, op, operand, kind)
      if (problem) return problem
    }
  }
  return undefined
}

/**
 * Malformed query strings on Payload's REST answer 400 with a clear message before Payload sees
 * them: Payload would pass them to the database and answer 500 with a stack trace in the log.
 */
export function rejectMalformedQuery(url: string, payload: Payload): string | undefined {
  const at = url.indexOf('?')
  if (at === -1) return undefined
  // Only Payload's own REST (collections and globals); the contract's endpoints check their own parameters.
  const [, , slug, sub] = url.slice(0, at).split('/')
  const collection = payload.config.collections.find((c) => c.slug === slug)
  const global = slug === 'globals' ? payload.config.globals.find((g) => g.slug === sub) : undefined
  if (!collection && slug !== 'globals') return undefined
  let query: Record<string, unknown>
  try {
    query = qs.parse(url.slice(at + 1), { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 }) as Record<
      string,
      unknown
    >
  } catch {
    return 'The query string could not be read.'
  }
  for (const [name, max] of Object.entries(BOUNDS)) {
    const value = query[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) > max)
      return `${name} must be a whole number from 0 to ${max}.`
  }
  if (query.where === undefined) return undefined
  const fields = ((collection ?? global)?.flattenedFields ?? []) as unknown as Field[] as FieldLike[]
  return checkWhere(query.where, fields, documentIdKind(payload))
}
