import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { PersonaLinksBlock } from '@shared/payload-types'

import { BlockRenderer } from './BlockRenderer'
import { emptyBlockData } from './block-data'
import { otherPersonas } from './persona-links'

const personas: PersonaLinksBlock['items'] = [
  {
    title: 'Managing Directors',
    path: '/sap-business-one/for/managing-directors',
    tagline: 'One view',
    icon: 'Briefcase',
    color: 'blue-600',
  },
  {
    title: 'Finance Directors',
    path: '/sap-business-one/for/finance-directors',
    tagline: 'Faster close',
    icon: 'PoundSterling',
    color: 'green-600',
  },
  {
    title: 'IT Directors',
    path: '/sap-business-one/for/it-directors',
    tagline: 'Less risk',
    icon: 'Server',
    color: 'indigo-600',
  },
  {
    title: 'Operations Directors',
    path: '/sap-business-one/for/operations-directors',
    tagline: 'In step',
    icon: 'Truck',
    color: 'teal-600',
  },
  {
    title: 'Manufacturing Directors',
    path: '/sap-business-one/for/manufacturing-directors',
    tagline: 'Right first time',
    icon: 'Factory',
    color: 'orange-600',
  },
]

const renderOn = (path: string) =>
  render(
    <MemoryRouter>
      <BlockRenderer
        blocks={[{ blockType: 'persona-links', heading: 'Other leaders', items: personas }]}
        data={emptyBlockData(path)}
      />
    </MemoryRouter>,
  )

describe('persona links', () => {
  it('hides the persona of the current page and links the other four with title, tagline and icon', () => {
    renderOn('/sap-business-one/for/finance-directors')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(4)
    expect(screen.queryByText('Finance Directors')).not.toBeInTheDocument()
    const it = screen.getByRole('link', { name: /IT Directors/ })
    expect(it).toHaveAttribute('href', '/sap-business-one/for/it-directors')
    expect(within(it).getByText('Less risk')).toBeInTheDocument()
    expect(it.querySelector('svg')).not.toBeNull()
  })

  it('shows all five on a page that is none of them', () => {
    renderOn('/sap-business-one')
    expect(screen.getAllByRole('link')).toHaveLength(5)
  })

  it('ignores a trailing slash on either side', () => {
    expect(otherPersonas(personas, '/sap-business-one/for/it-directors/').map((p) => p.title)).not.toContain(
      'IT Directors',
    )
    expect(otherPersonas([{ path: '/a/' }, { path: '/b' }], '/a')).toEqual([{ path: '/b' }])
  })
})
