import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { Link, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MESSAGE_HINT, MESSAGE_TOO_SHORT, PHONE_HINT, PHONE_INVALID } from '@shared/constants'
import type { ContactInput } from '@shared/contract-types'

import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { useTrackPreviousPath } from '~/lib/previous-path'
import { ContactForm } from './ContactForm'

const server = setupMswServer()

function serve(status = 201, wait = 0) {
  const received: ContactInput[] = []
  server.use(
    http.post('*/api/forms/contact', async ({ request }) => {
      received.push((await request.json()) as ContactInput)
      await delay(wait)
      return status === 201
        ? HttpResponse.json({ success: true }, { status })
        : HttpResponse.json({ detail: 'Nope' }, { status })
    }),
  )
  return received
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Priya')
  await user.type(screen.getByLabelText(/Last name/), 'Shah')
  await user.type(screen.getByLabelText(/Email/), 'priya@northwind.example')
  await user.type(screen.getByLabelText(/Company/), 'Northwind Foods')
  await user.selectOptions(screen.getByLabelText(/Role/), 'Finance')
  await user.selectOptions(screen.getByLabelText(/Topic/), 'Implementation')
  await user.type(screen.getByLabelText(/Message/), 'We are outgrowing Sage.')
  await user.click(screen.getByRole('checkbox'))
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /Send Message/ }))

describe('ContactForm', () => {
  afterEach(() => sessionStorage.clear())

  it('shows every validation message under its field and sends nothing', async () => {
    const received = serve()
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await user.type(screen.getByLabelText(/First name/), '   ')
    await submit(user)
    for (const message of [
      'First name required',
      'Last name required',
      'Email required',
      'Company required',
      'Please select a topic',
      'Message required',
      'You must agree',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('First name required')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree')
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('rows', '6')
    expect(received).toHaveLength(0)
  })

  it("shows the server's field messages beside their fields, focuses the first and keeps what was typed", async () => {
    server.use(
      http.post('*/api/forms/contact', () =>
        HttpResponse.json(
          { detail: 'Please check the highlighted fields.', errors: { company: 'Company is not a company name' } },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await submit(user)
    const company = screen.getByLabelText(/Company/)
    expect(await screen.findByText('Company is not a company name')).toBeInTheDocument()
    expect(company).toHaveAccessibleDescription('Company is not a company name')
    expect(company).toHaveFocus()
    expect(company).toHaveValue('Northwind Foods')
    expect(screen.getByLabelText(/Email/)).toHaveValue('priya@northwind.example')
    // Typing a correction clears the server's message as the visitor's own checks take over.
    await user.type(company, ' Ltd')
    expect(screen.queryByText('Company is not a company name')).not.toBeInTheDocument()
  })

  it('refuses what the issue saw accepted: no last name, phone "abc", a one-letter message', async () => {
    const received = serve()
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(MESSAGE_HINT)
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(PHONE_HINT)
    await fillValid(user)
    await user.clear(screen.getByLabelText(/Last name/))
    await user.type(screen.getByLabelText(/Phone/), 'abc')
    await user.clear(screen.getByLabelText(/Message/))
    await user.type(screen.getByLabelText(/Message/), 'x')
    await submit(user)
    expect(await screen.findByText('Last name required')).toBeInTheDocument()
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(PHONE_INVALID)
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(MESSAGE_TOO_SHORT)
    expect(received).toHaveLength(0)
  })

  it('sends a UK phone number formatted with its country code', async () => {
    const received = serve()
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await user.type(screen.getByLabelText(/Phone/), '0161 496 0123')
    await submit(user)
    expect(await screen.findByText('Thank you, Priya!')).toBeInTheDocument()
    expect(received[0].phone).toBe('+44 161 496 0123')
  })

  it('lands "Send this estimate" on the form: its section scrolled to the top, the estimate shown and focused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    window.location.hash = '#contact-form'
    renderWithProviders(
      <section id="contact-form">
        <ContactForm quote={{ hours: 120, term_months: 24 }} />
      </section>,
      { url: '/contact?hours=120&term=24#contact-form' },
    )
    const estimate = screen.getByRole('note', { name: 'Your estimate' })
    expect(estimate).toHaveFocus()
    expect(estimate).toHaveTextContent('120 hours: Subscription at £660 a month is cheapest')
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('contact-form'))
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    window.location.hash = ''
    scrolled.mockRestore()
  })

  it('leaves the page where it is when the estimate did not bring the visitor to the form', () => {
    renderWithProviders(<ContactForm quote={{ hours: 120, term_months: 24 }} />, { url: '/contact?hours=120&term=24' })
    expect(screen.getByRole('note', { name: 'Your estimate' })).not.toHaveFocus()
  })

  it('sends nothing while a single error stands', async () => {
    const received = serve()
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await user.click(screen.getByRole('checkbox'))
    await submit(user)
    expect(screen.getByText('You must agree')).toBeInTheDocument()
    expect(screen.queryByText('Company required')).not.toBeInTheDocument()
    expect(received).toHaveLength(0)
  })

  it('shows Sending... on a disabled button, then the thank-you panel, and sends the contract fields', async () => {
    const received = serve(201, 150)
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await submit(user)
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(await screen.findByText('Thank you, Priya!')).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(received).toEqual([
      {
        name: 'Priya Shah',
        email: 'priya@northwind.example',
        phone: '',
        company: 'Northwind Foods',
        message: 'Role: Finance\nTopic: Implementation\n\nWe are outgrowing Sage.',
        source: 'Contact Form - /contact',
        first_name: 'Priya',
        last_name: 'Shah',
        role: 'Finance',
        topic: 'Implementation',
        consent: true,
        website: '',
      },
    ])
  })

  it('brings the thank-you panel into view and gives it focus', async () => {
    serve()
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await submit(user)
    const panel = (await screen.findByText('Thank you, Priya!')).closest('[role="status"]')
    expect(panel).toHaveFocus()
    expect(scrolled.mock.contexts).toContain(panel)
    scrolled.mockRestore()
  })

  it('posts without JavaScript back to its own section, so the answer opens at the form or the thank-you', () => {
    renderWithProviders(<ContactForm anchor="contact-form" />, { url: '/contact?topic=Support' })
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('action', '#contact-form')
  })

  it('shows the error box above the button on failure and keeps the form editable', async () => {
    const received = serve(500)
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />, { url: '/contact' })
    await fillValid(user)
    await submit(user)
    expect(await screen.findByText('Error. Please try again.')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: /Send Message/ })
    expect(button).toBeEnabled()
    expect(
      screen.getByText('Error. Please try again.').compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.getByLabelText(/Company/)).toHaveValue('Northwind Foods')
    await user.type(screen.getByLabelText(/Company/), ' Ltd')
    expect(screen.getByLabelText(/Company/)).toHaveValue('Northwind Foods Ltd')
    expect(received).toHaveLength(1)
  })

  it('preselects a topic and shows the service-desk banner only for Support', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactForm initialTopic="Support" serviceDeskPhone="0161 496 0123" />, {
      url: '/contact?topic=support',
    })
    expect(screen.getByLabelText(/Topic/)).toHaveValue('Support')
    expect(screen.getByRole('note')).toHaveTextContent('service desk')
    expect(screen.getByRole('link', { name: '0161 496 0123' })).toHaveAttribute('href', 'tel:01614960123')
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Cloud hosting')
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('uses the banner and thank-you words edited in the CMS', async () => {
    serve(201)
    const user = userEvent.setup()
    const copy = {
      supportBannerTitle: 'Something broken?',
      supportBannerText: 'Ring the desk first.',
      thankYouText: 'We will call you back today.',
    }
    renderWithProviders(<ContactForm initialTopic="Support" serviceDeskPhone="0161 496 0123" copy={copy} />, {
      url: '/contact',
    })
    expect(screen.getByRole('note')).toHaveTextContent(
      'Something broken? Ring the desk first. Service desk: 0161 496 0123',
    )
    await fillValid(user)
    await user.selectOptions(screen.getByLabelText(/Topic/), 'Support')
    await submit(user)
    expect(await screen.findByText('We will call you back today.')).toBeInTheDocument()
  })

  it('offers the role and topic options of the spec', () => {
    renderWithProviders(<ContactForm />, { url: '/contact' })
    const options = (label: RegExp) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.text)
    expect(options(/Role/)).toEqual([
      'Select role',
      'Owner/Founder',
      'CEO/MD',
      'Operations',
      'Finance',
      'IT/Systems',
      'Other',
    ])
    expect(options(/Topic/)).toEqual([
      'Select a topic',
      'SAP Business One',
      'Implementation',
      'Support',
      'Partner Transfer',
      'Integration/Development',
      'Cloud hosting',
      'Something else',
    ])
  })

  it('sends the page the visitor came from in the source after an in-app navigation', async () => {
    const received = serve()
    const user = userEvent.setup()
    function Site() {
      useTrackPreviousPath()
      const { pathname } = useLocation()
      return pathname === '/contact' ? <ContactForm /> : <Link to="/contact">Get in Touch</Link>
    }
    renderWithProviders(<Site />, { url: '/blog/month-end' })
    await user.click(screen.getByRole('link', { name: 'Get in Touch' }))
    await fillValid(user)
    await submit(user)
    await screen.findByText('Thank you, Priya!')
    expect(received[0].source).toBe('Contact Form - /blog/month-end')
  })
})
