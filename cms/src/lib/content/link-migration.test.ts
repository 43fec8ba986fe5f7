import { describe, expect, it } from 'vitest'

import { isStoredLink, withPageReferences } from './link-migration'
import { documentPath } from '../../shared/links'
import { collectLinks } from './link-resolver'

const pages = new Map<string, number>([
  ['/about', 1],
  ['/resources', 2],
])

describe('withPageReferences', () => {
  it('turns a typed page path into a reference and keeps the rest as custom URLs', () => {
    const footer = {
      columns: [
        {
          heading: 'Company',
          links: [
            { label: 'About', type: 'reference', reference: null, href: '/about' },
            { label: 'FAQs', type: 'reference', reference: null, href: '/experience#faqs' },
            { label: 'ICO', type: 'custom', reference: null, href: 'https://ico.org.uk' },
          ],
        },
      ],
    }
    const [about, faqs, ico] = withPageReferences(footer, pages, isStoredLink).columns[0].links
    expect(about).toMatchObject({ type: 'reference', reference: { relationTo: 'pages', value: 1 } })
    expect(faqs).toMatchObject({ type: 'custom', href: '/experience#faqs', reference: null })
    expect(ico).toEqual(footer.columns[0].links[2])
  })
  it('leaves objects that are not links alone', () => {
    const value = { text: 'x', href: '/about' }
    expect(withPageReferences(value, pages, isStoredLink)).toEqual(value)
  })
})

describe('link resolution helpers', () => {
  it('finds links at any depth and knows each collection’s addresses', () => {
    const doc = { blocks: [{ primary_cta: { type: 'reference', reference: null, href: '/x' } }] }
    expect(collectLinks(doc)).toHaveLength(1)
    expect(documentPath('pages', { path: '/about' })).toBe('/about')
    expect(documentPath('posts', { slug: 'hello' })).toBe('/blog/hello')
    expect(documentPath('products', { slug: 'focuspoint' })).toBe('/products/focuspoint')
  })
})
