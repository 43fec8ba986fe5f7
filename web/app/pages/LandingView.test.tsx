import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import type { LandingCheck, LandingTemplate } from '@shared/contract-types'
import type { Page } from '@shared/payload-types'

import { setupMswServer } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { createApi } from '~/lib/api'

import { loadLanding } from '~/features/landing/landing'
import { LandingView } from './LandingView'

const server = setupMswServer()

const check = (slug: string, template: LandingTemplate): LandingCheck => ({
  landing_page: { id: 1, title: 'Campaign', description: '', slug, template },
})

const heroBlocks = (heading: string): NonNullable<Page['blocks']> => [{ blockType: 'hero', heading }]
const pricingBlocks: NonNullable<Page['blocks']> = [
  { blockType: 'bundle-pricing', heading: 'Service-hour bundles', anchor: 'pricing' },
  { blockType: 'hours-calculator', heading: 'Work out your monthly cost', anchor: 'calculator' },
]

function serveActive(slug: string, template: LandingTemplate, landingBlocks: NonNullable<Page['blocks']> = []) {
  server.use(
    http.get(`*/api/portal/landing-pages/${slug}/check`, () => HttpResponse.json(check(slug, template))),
    http.get('*/api/landing-pages', ({ request }) =>
      HttpResponse.json({
        docs:
          new URL(request.url).searchParams.get('where[slug][equals]') === slug
            ? [{ slug, blocks: landingBlocks }]
            : [],
      }),
    ),
    http.get('*/api/pages', ({ request }) =>
      HttpResponse.json({
        docs:
          new URL(request.url).searchParams.get('where[path][equals]') === '/service-hours'
            ? [{ path: '/service-hours', blocks: pricingBlocks }]
            : [],
      }),
    ),
  )
}

/** What the route's loader hands the view: the same contract calls, here answered by msw. */
const load = (slug: string) => loadLanding(createApi(), slug)

const failCheck = (status: number, detail: string) =>
  server.use(http.get('*/api/portal/landing-pages/:slug/check', () => HttpResponse.json({ detail }, { status })))

describe('LandingView', () => {
  it('renders an active campaign from its own blocks', async () => {
    serveActive(
      'group-companies-sap-business-one-aws',
      'group-companies',
      heroBlocks('SAP Business One for Multi-Site Manufacturing Groups'),
    )
    renderWithProviders(<LandingView result={await load('group-companies-sap-business-one-aws')} />)
    expect(
      await screen.findByRole('heading', { name: 'SAP Business One for Multi-Site Manufacturing Groups' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('renders the group-companies page from its own blocks, with its enquiry form', async () => {
    serveActive('group-companies-sap-business-one-aws', 'group-companies', [
      ...heroBlocks('SAP Business One for Multi-Site Manufacturing Groups'),
      {
        blockType: 'enquiry-form',
        product_name: 'SAP Business One',
        ask_subsidiaries: true,
        topic: 'SAP Business One',
      },
    ])
    renderWithProviders(<LandingView result={await load('group-companies-sap-business-one-aws')} />)
    expect(await screen.findByRole('form', { name: 'SAP Business One enquiry' })).toBeInTheDocument()
    for (const label of [/^Name/, /Work email/, /Company/, /Role/, /Subsidiaries/])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('checkbox')).toBeInTheDocument()
  })

  it('renders the service-hours page for a {product}-service-hours slug, even without a stored template', async () => {
    serveActive('sap-business-one-service-hours', 'none')
    renderWithProviders(<LandingView result={await load('sap-business-one-service-hours')} />)
    expect(await screen.findByRole('heading', { name: 'Service-hour bundles' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Growth bundle' })).toHaveTextContent('£288/mo')
    expect(screen.getByRole('heading', { name: 'Work out your monthly cost' })).toBeInTheDocument()
  })

  it('gives the hero the picture of its page type, not the home page’s', async () => {
    serveActive('sap-business-one-service-hours', 'none')
    const loaded = await load('sap-business-one-service-hours')
    if (loaded.state !== 'active') throw new Error('expected an active landing page')
    const hero = { blockType: 'hero', heading: 'Service hours', illustration: 'auto' } as const
    renderWithProviders(
      <LandingView result={{ ...loaded, blocks: [hero] }} path="/landing/sap-business-one-service-hours" />,
    )
    expect(await screen.findByRole('img', { name: /service-hour bundles of 25, 50, 100 and 200 hours/ })).toBeVisible()
    expect(screen.queryByRole('img', { name: /dashboard/i })).not.toBeInTheDocument()
  })

  it('says the template is not configured for any other active slug', async () => {
    serveActive('spring-offer', 'none')
    renderWithProviders(<LandingView result={await load('spring-offer')} />)
    expect(await screen.findByText('Landing page template not configured')).toBeInTheDocument()
  })

  it.each([
    [403, 'This landing page is currently inactive.'],
    [404, 'Landing page not found.'],
    [500, 'Unable to load landing page.'],
    [502, 'Unable to load landing page.'],
  ])('shows the message for a %i answer', async (status, message) => {
    failCheck(status, 'server says no')
    renderWithProviders(<LandingView result={await load('some-campaign')} />)
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument()
  })

  it('shows the load failure message when the network fails', async () => {
    server.use(http.get('*/api/portal/landing-pages/:slug/check', () => HttpResponse.error()))
    renderWithProviders(<LandingView result={await load('some-campaign')} />)
    expect(await screen.findByRole('heading', { name: 'Unable to load landing page.' })).toBeInTheDocument()
  })

  it('renders server-loaded data without a loading state', () => {
    renderWithProviders(<LandingView result={{ state: 'inactive' }} />)
    expect(screen.getByRole('heading', { name: 'This landing page is currently inactive.' })).toBeInTheDocument()
  })
})
