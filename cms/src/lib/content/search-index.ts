import type MiniSearch from 'minisearch'
import type { Payload } from 'payload'

import { PUBLISHED } from '../../access'
import type { FaqItem, Page, Post, Product } from '../../shared/payload-types'
import { buildIndex, type SearchDoc } from '../../shared/search'
import { getSiteRevision } from './site-revision'

/** Keys whose strings are settings, not words a visitor reads. */
const NOT_WORDS = new Set([
  'id',
  'blockType',
  'blockName',
  'icon',
  'brand_color',
  'theme',
  'anchor',
  'href',
  'url',
  'variant',
  'layout',
  'art',
  'type',
  'format',
  'mode',
  'direction',
  'tag',
  'listType',
  'rel',
  'target',
  'linkType',
  'relationTo',
  'style',
  'detail',
  'textFormat',
  'textStyle',
  'menu_type',
  'group',
  'topic',
  'path',
  'slug',
])

/** Every visitor-facing string in a page's blocks or a Lexical tree, in reading order. */
export function wordsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_WORDS.has(key) || /^(?:https?:|\/|#)/.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k))
  return []
}

const join = (...parts: Array<string | null | undefined | string[]>) => parts.flat().filter(Boolean).join(' ')

const pageDoc = (page: Page): SearchDoc => ({
  id: `page-${page.id}`,
  type: 'Page',
  title: page.title,
  url: page.path,
  text: join(wordsOf(page.blocks)),
})

/**
 * What anonymous visitors may read, as search documents: published pages, posts and extensions
 * (read without overriding access, so drafts and unpublished versions never enter) and published FAQs.
 * An extension's page joins its extension rather than being listed twice.
 */
export async function searchDocuments(payload: Payload): Promise<SearchDoc[]> {
  const common = { pagination: false, depth: 0, draft: false, overrideAccess: false } as const
  const [pages, posts, products, faqs] = await Promise.all([
    payload.find({ collection: 'pages', where: PUBLISHED, ...common }),
    payload.find({ collection: 'posts', where: PUBLISHED, ...common }),
    payload.find({ collection: 'products', where: PUBLISHED, ...common }),
    payload.find({ collection: 'faq-items', where: { is_published: { equals: true } }, ...common }),
  ])
  const productPages = new Map<string, Page>()
  const docs: SearchDoc[] = []
  for (const page of pages.docs as Page[]) {
    if (page.path.startsWith('/products/')) productPages.set(page.path, page)
    else docs.push(pageDoc(page))
  }
  for (const product of products.docs as Product[]) {
    const url = `/products/${product.slug}`
    const page = productPages.get(url)
    productPages.delete(url)
    docs.push({
      id: `extension-${product.id}`,
      type: 'Extension',
      title: product.name,
      url,
      text: join(product.tagline, product.description, page ? wordsOf(page.blocks) : []),
    })
  }
  // A product page whose extension is not published still reads as a page.
  docs.push(...[...productPages.values()].map(pageDoc))
  for (const post of posts.docs as Post[]) {
    docs.push({
      id: `post-${post.id}`,
      type: 'Post',
      title: post.title,
      url: `/blog/${post.slug}`,
      text: join(post.excerpt, wordsOf(post.content)),
    })
  }
  for (const faq of faqs.docs as FaqItem[]) {
    docs.push({
      id: `faq-${faq.id}`,
      type: 'FAQ',
      title: faq.question,
      url: `/faqs?search=${encodeURIComponent(faq.question)}`,
      text: faq.answer,
    })
  }
  return docs
}

type Held = { revision: string; index: Promise<MiniSearch<SearchDoc>> }
const held = new WeakMap<Payload, Held>()

/**
 * The site's search index, built in this process from the published content and rebuilt when the
 * site revision changes (any publish, unpublish or delete of what public pages read). In memory only:
 * FerretDB has no text indexes, and a few hundred documents index in milliseconds.
 */
export async function siteSearchIndex(payload: Payload): Promise<MiniSearch<SearchDoc>> {
  const revision = await getSiteRevision(payload)
  const current = held.get(payload)
  if (current?.revision === revision) return current.index
  const index = searchDocuments(payload).then(buildIndex)
  held.set(payload, { revision, index })
  // A failed build is not kept: the next search tries again.
  index.catch(() => {
    if (held.get(payload)?.index === index) held.delete(payload)
  })
  return index
}
