import MiniSearch, { type Options, type SearchOptions } from 'minisearch'

import { SEARCH_QUERY_MAX, type SEARCH_TYPES } from './constants'

/**
 * Site search's matching rules, one module for the server's index (/api/search, /search) and the
 * FAQ page's filter, so both find the same things for the same words.
 */

export type SearchType = (typeof SEARCH_TYPES)[number]

/** One searchable thing: its words and where it lives. */
export type SearchDoc = { id: string; type: SearchType; title: string; url: string; text: string }

/** One result as the search page and the API show it. */
export type SearchHit = { type: SearchType; title: string; url: string; snippet: string }

/**
 * Phrases a visitor types for one idea, rewritten to one word before splitting, in the documents and
 * in the query alike: "how much" finds "cost", "SAP B1" finds "SAP Business One".
 */
const PHRASES: Array<[RegExp, string]> = [
  [/\bsap\s+business\s+one\b/g, ' sapb1 '],
  [/\bbusiness\s+one\b/g, ' sapb1 '],
  [/\bsap\s+b1\b/g, ' sapb1 '],
  [/\bhow\s+much\b/g, ' cost '],
  [/\bpay[\s-]+as[\s-]+you[\s-]+go\b/g, ' payg '],
  [/\be[\s-]commerce\b/g, ' ecommerce '],
]

/** Single words that mean the same here, mapped to one of them (after plurals are dropped). */
const SYNONYMS: Record<string, string> = {
  price: 'cost',
  pricing: 'cost',
  priced: 'cost',
  fee: 'cost',
  charge: 'cost',
  expensive: 'cost',
  cheap: 'cost',
  budget: 'cost',
  erp: 'sapb1',
  b1: 'sapb1',
  implement: 'implementation',
  implementing: 'implementation',
  warehouse: 'wms',
  warehousing: 'wms',
  hosted: 'hosting',
  host: 'hosting',
  cloud: 'hosting',
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i in is it its me my of on or our so that the this to we what when where which who why will with you your'.split(
    ' ',
  ),
)

/** "companies" → "company", "processes" → "process", "costs" → "cost"; short words stay. */
export function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** Lower case, phrases joined, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  let lower = text.toLocaleLowerCase('en-GB')
  for (const [pattern, word] of PHRASES) lower = lower.replace(pattern, word)
  return lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** Marks a word indexed or searched for as another's synonym, so the word itself ranks higher. */
const SYNONYM = '~'
const CANONICAL = new Set(Object.values(SYNONYMS))

/** A word as the documents are indexed: stop words dropped, plurals singular, "price" also "~cost". */
export function processTerm(term: string): string | string[] | null {
  if (STOP_WORDS.has(term)) return null
  const one = singular(term)
  const same = SYNONYMS[one]
  return same ? [one, SYNONYM + same] : one
}

/**
 * A word as searched: itself, and for a word with synonyms the shared word ("price" looks for
 * "cost", and for every synonym of cost at a lower weight).
 */
export function processQueryTerm(term: string): string | string[] | null {
  if (STOP_WORDS.has(term)) return null
  const one = singular(term)
  const shared = SYNONYMS[one] ?? (CANONICAL.has(one) ? one : null)
  if (!shared) return one
  return [...new Set([one, shared, SYNONYM + shared])]
}

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'text'],
  storeFields: ['type', 'title', 'url', 'text'],
  tokenize,
  processTerm,
}

/**
 * Titles weigh three times the text, a synonym half the word itself; a typo of one letter in five
 * still matches ("implmentation"), and the last word may be half typed. Every word counts, documents
 * with more of them rank first.
 */
export const QUERY_OPTIONS: SearchOptions = {
  processTerm: processQueryTerm,
  boost: { title: 3 },
  boostTerm: (term) => (term.startsWith(SYNONYM) ? 0.5 : 1),
  fuzzy: (term) => (term.length > 4 ? 0.2 : 0),
  prefix: (term, i, terms) => i === terms.length - 1 && term.length > 2,
  combineWith: 'OR',
}

export function buildIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS)
  index.addAll(docs)
  return index
}

const SNIPPET_LENGTH = 160

/**
 * About 160 characters of the text around the first word that matched (whole words, with ellipses
 * where cut), else its start.
 */
export function snippet(text: string, matchedTerms: readonly string[]): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= SNIPPET_LENGTH) return clean
  const wanted = new Set(matchedTerms)
  let at = 0
  for (const word of clean.matchAll(/[\p{L}\p{N}]+/gu)) {
    const terms = tokenize(word[0]).flatMap((token) => processTerm(token) ?? [])
    if (terms.some((term) => wanted.has(term) || wanted.has(term.slice(SYNONYM.length)))) {
      at = word.index
      break
    }
  }
  let start = Math.max(0, at - 40)
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start
  let end = Math.min(clean.length, start + SNIPPET_LENGTH)
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
}

/** The query's results, best first, with the words they matched around the snippet. */
export function searchIndex(index: MiniSearch<SearchDoc>, query: string, limit = 20): SearchHit[] {
  const q = query.slice(0, SEARCH_QUERY_MAX).trim()
  if (!q) return []
  return index
    .search(q, QUERY_OPTIONS)
    .slice(0, limit)
    .map((result) => ({
      type: result.type as SearchType,
      title: result.title as string,
      url: result.url as string,
      snippet: snippet(result.text as string, result.terms),
    }))
}

/** The ids of the documents matching the query, best first: for filters over a list already on the page. */
export function matchingIds(docs: readonly SearchDoc[], query: string): string[] {
  const q = query.slice(0, SEARCH_QUERY_MAX).trim()
  if (!q) return docs.map((doc) => doc.id)
  return buildIndex(docs)
    .search(q, QUERY_OPTIONS)
    .map((result) => String(result.id))
}
