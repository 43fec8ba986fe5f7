import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Link, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import type { ContactInput } from '@shared/contract-types'

import { setupMswServer } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { useTrackPreviousPath } from '~/lib/previous-path'
import { EnquiryForm } from './EnquiryForm'

const server = setupMswServer()

const block = {
  blockType: 'enquiry-form' as const,
  product_name: 'SAP Business One',
  topic: 'SAP Business One' as const,
  ask_subsidiaries: true,
}

describe('EnquiryForm block', () => {
  afterEach(() => sessionStorage.clear())

  it('validates, then creates a lead with the page as its source', async () => {
    const received: ContactInput[] = []
    server.use(
      http.post('*/api/forms/contact', async ({ request }) => {
        received.push((await request.json()) as ContactInput)
        return HttpResponse.json({ success: true }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<EnquiryForm block={block} />, { url: '/landing/group-companies-sap-business-one-aws' })
    expect(screen.getByRole('heading', { name: 'Enquire about SAP Business One' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    for (const message of ['Name required', 'Email required', 'Company required', 'You must agree'])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(received).toHaveLength(0)

    await user.type(screen.getByLabelText(/^Name/), 'Dev Patel')
    await user.type(screen.getByLabelText(/Work email/), 'dev@group.example')
    await user.type(screen.getByLabelText(/Company/), 'Patel Group')
    await user.selectOptions(screen.getByLabelText(/Subsidiaries/), '4-6')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(await screen.findByText('Thank you, we have your enquiry')).toBeInTheDocument()
    expect(received[0]).toMatchObject({
      name: 'Dev Patel',
      company: 'Patel Group',
      topic: 'SAP Business One',
      source: 'Enquiry Form - /landing/group-companies-sap-business-one-aws',
      message: 'Enquiry about SAP Business One\nRole: Not specified\nSubsidiaries: 4-6',
      consent: true,
    })
  })

  it('keeps the form and shows the error box when sending fails', async () => {
    server.use(http.post('*/api/forms/contact', () => HttpResponse.json({ detail: 'no' }, { status: 503 })))
    const user = userEvent.setup()
    renderWithProviders(<EnquiryForm block={{ ...block, ask_subsidiaries: false, brand_color: 'teal-600' }} />, {
      url: '/products/produmex-wms',
    })
    expect(screen.queryByLabelText(/Subsidiaries/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Name/), 'Ann')
    await user.type(screen.getByLabelText(/Work email/), 'ann@x.example')
    await user.type(screen.getByLabelText(/Company/), 'Acme')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(await screen.findByText('Error. Please try again.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Company/)).toHaveValue('Acme')
  })

  it('adds the page the visitor came from to the source', async () => {
    const received: ContactInput[] = []
    server.use(
      http.post('*/api/forms/contact', async ({ request }) => {
        received.push((await request.json()) as ContactInput)
        return HttpResponse.json({ success: true }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    function Site() {
      useTrackPreviousPath()
      const { pathname } = useLocation()
      return pathname === '/cloud-hosting' ? (
        <EnquiryForm block={block} />
      ) : (
        <Link to="/cloud-hosting">Cloud hosting</Link>
      )
    }
    renderWithProviders(<Site />, { url: '/sap-business-one' })
    await user.click(screen.getByRole('link', { name: 'Cloud hosting' }))
    await user.type(screen.getByLabelText(/^Name/), 'Ann')
    await user.type(screen.getByLabelText(/Work email/), 'ann@x.example')
    await user.type(screen.getByLabelText(/Company/), 'Acme')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await screen.findByText('Thank you, we have your enquiry')
    expect(received[0].source).toBe('Enquiry Form - /cloud-hosting (from /sap-business-one)')
  })
})
