import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@shared/payload-types'

import { BlockRenderer } from './BlockRenderer'
import { emptyBlockData, type PageBlock } from './block-data'

// The shape seed/src/pages/feature-pages.ts gives the /contact page.
const blocks: PageBlock[] = [
  {
    blockType: 'hero',
    heading: 'Let’s talk about where your business is heading',
    primary_cta: { label: 'Send us a message', href: '#contact-form' },
    call_button: true,
    call_label: 'Call',
  },
  {
    blockType: 'contact-form',
    heading: 'Send us a message',
    intro: 'Fields marked * are required.',
    office_heading: 'Head Office',
    partners_heading: 'Our Partners',
    call_heading: 'Prefer to talk it through?',
    call_link_label: 'Book a discovery call',
  },
  {
    blockType: 'faq',
    heading: 'Quick Questions',
    items: [
      { question: 'How quickly will you reply?', answer: 'Within one business day.' },
      { question: 'What happens on a discovery call?', answer: '30-45 minutes.' },
      { question: 'We already run SAP Business One. Can you help?', answer: 'Yes.' },
    ],
  },
]

const settings = {
  phone: '0161 496 0123',
  email: 'hello@clearpathb1.co.uk',
  office_hours: 'Mon-Fri 9:00-17:30 UK time',
  address: { line1: '1 Spinningfields', city: 'Manchester', postcode: 'M3 3AP', country: 'United Kingdom' },
  partner_badges: [{ name: 'SAP Premier', description: 'Partner' }, { name: 'AWS Advanced' }],
} as SiteSetting

function renderContact() {
  render(
    <MemoryRouter>
      <BlockRenderer
        blocks={blocks}
        data={{ ...emptyBlockData('/contact'), settings }}
        slots={{ 'contact-form': <form aria-label="Contact form" /> }}
      />
    </MemoryRouter>,
  )
}

describe('contact page blocks', () => {
  it('puts the form in the #contact-form card that the hero and the discovery-call link jump to', () => {
    renderContact()
    const card = screen.getByRole('region', { name: 'Send us a message' })
    expect(card).toHaveAttribute('id', 'contact-form')
    expect(within(card).getByRole('form', { name: 'Contact form' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Send us a message/ })).toHaveAttribute('href', '/#contact-form')
    expect(screen.getByRole('link', { name: /Book a discovery call/ })).toHaveAttribute('href', '/book')
  })

  it('dials the site-settings phone from the hero and fills the Head Office and Our Partners cards', () => {
    renderContact()
    expect(screen.getByRole('link', { name: 'Call 0161 496 0123' })).toHaveAttribute('href', 'tel:01614960123')
    const office = screen.getByRole('heading', { name: 'Head Office' }).parentElement!
    expect(within(office).getByText('Manchester')).toBeInTheDocument()
    expect(within(office).getByRole('link', { name: 'hello@clearpathb1.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@clearpathb1.co.uk',
    )
    expect(within(office).getByText('Mon-Fri 9:00-17:30 UK time')).toBeInTheDocument()
    const partners = screen.getByRole('heading', { name: 'Our Partners' }).parentElement!
    expect(
      within(partners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SAP PremierPartner', 'AWS Advanced'])
  })

  it('shows the three Quick Questions from the page', () => {
    renderContact()
    expect(screen.getByRole('heading', { name: 'Quick Questions' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3)
  })

  it('renders a slot block as the route’s feature, and nothing without one', () => {
    render(
      <MemoryRouter>
        <BlockRenderer
          blocks={[{ blockType: 'blog-list' }, { blockType: 'faq-search' }]}
          slots={{ 'blog-list': <p>the article list</p> }}
        />
      </MemoryRouter>,
    )
    expect(screen.getByText('the article list')).toBeInTheDocument()
  })
})
