import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ContactCtaCard, type ContactCtaProps } from './ContactCta'
import { brandClasses, resolveBrandColor } from './ui/brand-colors'

const renderCard = (props: Partial<ContactCtaProps> = {}) =>
  render(
    <MemoryRouter>
      <ContactCtaCard product_name="FocusPoint" {...props} />
    </MemoryRouter>,
  )

describe('contact call-to-action card', () => {
  // Each colour renders in its 700 shade, which keeps white button text and small tinted text at WCAG AA.
  it('uses an allowed brand colour as given', () => {
    renderCard({ brand_color: 'teal-600' })
    expect(screen.getByRole('link', { name: /Get in Touch/ })).toHaveClass('bg-teal-700')
    expect(screen.getByText('FocusPoint')).toHaveClass('text-teal-700')
  })

  it('falls back to blue-600 for an unknown colour', () => {
    renderCard({ brand_color: 'red-500' as never })
    const button = screen.getByRole('link', { name: /Get in Touch/ })
    expect(button).toHaveClass('bg-blue-700')
    expect(button).not.toHaveClass('bg-red-500')
  })

  it('falls back to blue-600 when no colour is set', () => {
    renderCard({ brand_color: null })
    expect(screen.getByRole('link', { name: /Get in Touch/ })).toHaveClass('bg-blue-700')
  })

  it('shows the three default benefits, the spec footer and links to /contact', () => {
    renderCard()
    for (const benefit of ['Expert consultation', 'Tailored solutions', 'Proven results'])
      expect(screen.getByText(benefit)).toBeInTheDocument()
    expect(screen.getByText('No obligations • Free consultation • Quick response')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get in Touch/ })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Talk to us about FocusPoint')
  })

  it('uses the editor’s headline, description and benefits when given', () => {
    renderCard({ headline: 'Make it fit', description: 'In days, not months.', benefits: [{ text: 'Free trial' }] })
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Make it fit')
    expect(screen.getByText('In days, not months.')).toBeInTheDocument()
    expect(screen.getByText('Free trial')).toBeInTheDocument()
    expect(screen.queryByText('Expert consultation')).not.toBeInTheDocument()
  })
})

describe('brand colours', () => {
  it('accepts the eight allowed values and nothing else', () => {
    for (const colour of [
      'blue-600',
      'teal-600',
      'green-600',
      'purple-600',
      'indigo-600',
      'orange-600',
      'sky-600',
      'pink-600',
    ]) {
      expect(resolveBrandColor(colour)).toBe(colour)
    }
    for (const colour of ['blue-500', '', undefined, null, 42, 'BLUE-600'])
      expect(resolveBrandColor(colour)).toBe('blue-600')
    expect(brandClasses('nope').text).toBe('text-blue-700')
  })
})
