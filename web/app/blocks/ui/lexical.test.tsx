import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LexicalContent } from './lexical'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })

describe('rich text', () => {
  it('renders headings, paragraphs with formatting, lists and links', () => {
    const root = {
      children: [
        { type: 'heading', tag: 'h2', children: [text('About these terms')] },
        { type: 'paragraph', children: [text('Read the '), text('whole', 1), text(' thing.')] },
        {
          type: 'list',
          listType: 'bullet',
          children: [
            { type: 'listitem', children: [text('One')] },
            { type: 'listitem', children: [text('Two')] },
          ],
        },
        {
          type: 'paragraph',
          children: [
            { type: 'link', fields: { url: '/privacy-policy' }, children: [text('Privacy Policy')] },
            { type: 'link', fields: { url: 'https://example.com/legal' }, children: [text('Main site')] },
          ],
        },
      ],
    }
    render(
      <MemoryRouter>
        <LexicalContent root={root} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('About these terms')
    expect(screen.getByText('whole').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    const external = screen.getByRole('link', { name: 'Main site' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
