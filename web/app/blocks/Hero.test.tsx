import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { HeroBlock } from '@shared/payload-types'

import { BlockRenderer, pageDrawings } from './BlockRenderer'
import { emptyBlockData, type BlockData, type PageBlock } from './block-data'

const hero: PageBlock = {
  blockType: 'hero',
  size: 'home',
  heading: 'Empowering Business Growth with SAP Business One',
  scroll_button_label: 'Start Your Journey',
  show_award: true,
} satisfies HeroBlock
const stats: PageBlock = { blockType: 'stat-grid', source: 'content', heading: 'Numbers' }

const award = { id: 1, title: 'Partner of the Year', issuer: 'SAP', year: 2025, description: null }
const page = (data: BlockData, blocks: PageBlock[] = [hero]) => (
  <MemoryRouter>
    <BlockRenderer blocks={blocks} data={data} />
  </MemoryRouter>
)

describe('hero', () => {
  it('shows Loading... until an award exists', () => {
    render(page(emptyBlockData('/')))
    expect(screen.getByText('Loading...')).toBeInTheDocument()
  })

  it('shows the first award', () => {
    render(page({ ...emptyBlockData('/'), awards: [award, { ...award, id: 2, title: 'Second' }] }))
    expect(screen.getByText('Partner of the Year')).toBeInTheDocument()
    expect(screen.queryByText('Second')).not.toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('renders the heading as the only h1', () => {
    render(page(emptyBlockData('/')))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empowering Business Growth with SAP Business One',
    )
    expect(screen.getByRole('button', { name: /Start Your Journey/ })).toBeInTheDocument()
  })
})

describe('server HTML', () => {
  it('is complete and visible without JavaScript: no element starts hidden by an entry animation', () => {
    const data = { ...emptyBlockData('/'), stats: [{ id: 1, value: '80,000+', label: 'customers' }] }
    const html = renderToString(page(data, [hero, stats]))
    expect(html).toContain('80,000+')
    expect(html).toContain('Empowering Business Growth')
    expect(html).not.toMatch(/opacity:\s*0/)
  })
})

describe('pageDrawings', () => {
  it('skips blocks replaced by an uploaded image or a campaign form, and never repeats a drawing', () => {
    const split = (illustration: string, image?: { url: string }): PageBlock =>
      ({ blockType: 'split-feature', heading: 'x', illustration, image }) as unknown as PageBlock
    expect(
      pageDrawings([hero, split('finance'), split('production', { url: '/m.png' }), split('none'), stats], '/'),
    ).toEqual(['analytics', 'finance', null, null, null])
    expect(pageDrawings([hero, split('analytics'), split('analytics')], '/')).toEqual([
      'inventory',
      'analytics',
      'sales',
    ])
    expect(pageDrawings([hero, split('finance')], '/', true)).toEqual([null, 'finance'])
  })
})
