import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LexicalContent } from './lexical'

// Lexical's text format bit flags: 1 bold, 2 italic.
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, version: 1 })
const link = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  fields: { newTab: false, ...fields },
  children: [text(label)],
  version: 1,
})
const list = (listType: 'bullet' | 'number', ...items: string[]) => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  children: items.map((item, i) => ({ type: 'listitem', value: i + 1, children: [text(item)], version: 1 })),
  version: 1,
})

const show = (...children: unknown[]) =>
  render(
    <MemoryRouter>
      <LexicalContent root={{ type: 'root', children } as never} />
    </MemoryRouter>,
  )

describe('rich text', () => {
  it('renders headings, keeping the page’s one <h1> for its hero', () => {
    show(
      { type: 'heading', tag: 'h1', children: [text('Made h1 by an editor')], version: 1 },
      { type: 'heading', tag: 'h2', children: [text('About these terms')], version: 1 },
      { type: 'heading', tag: 'h3', children: [text('In detail')], version: 1 },
    )
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Made h1 by an editor',
      'About these terms',
    ])
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('In detail')
  })

  it('renders bold and italic words inside a paragraph', () => {
    const { container } = show(paragraph(text('Read the '), text('whole', 1), text(' thing, '), text('twice', 2)))
    expect(screen.getByText('whole').tagName).toBe('STRONG')
    expect(screen.getByText('twice').tagName).toBe('EM')
    expect(container.querySelector('p')).toHaveTextContent('Read the whole thing, twice')
  })

  it('renders bullet and numbered lists', () => {
    show(list('bullet', 'One', 'Two'), list('number', 'First', 'Second', 'Third'))
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets!.tagName).toBe('UL')
    expect(numbers!.tagName).toBe('OL')
    expect(numbers!.querySelectorAll('li')).toHaveLength(3)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'One',
      'Two',
      'First',
      'Second',
      'Third',
    ])
  })

  it('links internal documents to their current address, in the app', () => {
    show(
      paragraph(
        link(
          { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7, path: '/privacy-policy' } } },
          'Privacy',
        ),
        link({ linkType: 'internal', doc: { relationTo: 'posts', value: { id: 8, slug: 'year-end' } } }, 'Year end'),
        link(
          { linkType: 'internal', newTab: true, doc: { relationTo: 'products', value: { id: 9, slug: 'focuspoint' } } },
          'FocusPoint',
        ),
      ),
    )
    const privacy = screen.getByRole('link', { name: 'Privacy' })
    expect(privacy).toHaveAttribute('href', '/privacy-policy')
    expect(privacy).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: 'Year end' })).toHaveAttribute('href', '/blog/year-end')
    const product = screen.getByRole('link', { name: 'FocusPoint' })
    expect(product).toHaveAttribute('href', '/products/focuspoint')
    expect(product).toHaveAttribute('target', '_blank')
  })

  it('opens external links in a new tab and refuses script URLs', () => {
    show(
      paragraph(
        link({ linkType: 'custom', url: 'https://example.com/legal' }, 'Main site'),
        link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'Trap'),
      ),
    )
    const external = screen.getByRole('link', { name: 'Main site' })
    expect(external).toHaveAttribute('href', 'https://example.com/legal')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByRole('link', { name: 'Trap' })).toBeNull()
    expect(screen.getByText('Trap').closest('a')).toBeNull()
  })

  it('renders nothing for an empty document', () => {
    const { container } = show(paragraph())
    expect(container).toBeEmptyDOMElement()
  })
})
