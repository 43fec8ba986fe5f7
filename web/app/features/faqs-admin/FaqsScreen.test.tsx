import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { ApiFaq } from '@shared/contract-types'

import {
  api,
  http,
  HttpResponse,
  json,
  makeFaq,
  renderPortal,
  screen,
  server,
  setupPortalServer,
  record,
} from '../../../test/portal'

setupPortalServer()

const faqs: ApiFaq[] = [
  makeFaq({ id: 1 }),
  makeFaq({
    id: 2,
    question: 'Where is our data hosted?',
    answer: 'In the AWS region you choose.',
    category: 'Cloud',
    is_published: false,
  }),
]

describe('FAQ Management', () => {
  it('searches and filters by category', async () => {
    server.use(http.get(api('/faqs/admin/all'), () => json({ faqs })))
    const { user } = renderPortal('/portal/admin/faqs')
    await screen.findByText('Where is our data hosted?')
    expect(screen.getByText('Showing 2 of 2 FAQs')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Search FAQs'), 'aws')
    expect(screen.queryByText('How long does an implementation take?')).not.toBeInTheDocument()
    expect(screen.getByText('Showing 1 of 2 FAQs')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Search FAQs'))
    await user.selectOptions(screen.getByLabelText('Category'), 'Implementation')
    expect(screen.getByText('How long does an implementation take?')).toBeInTheDocument()
    expect(screen.queryByText('Where is our data hosted?')).not.toBeInTheDocument()
  })

  it('creates an FAQ with the defaults General, 0 and published, after validation', async () => {
    server.use(http.get(api('/faqs/admin/all'), () => json({ faqs })))
    const sent = record('post', '/faqs/admin', () => json({ faq: {} }, 201))
    const { user } = renderPortal('/portal/admin/faqs')
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }))
    const dialog = screen.getByRole('dialog', { name: 'New FAQ' })
    expect(within(dialog).getByLabelText(/Category/)).toHaveValue('General')
    expect(within(dialog).getByLabelText(/Order/)).toHaveValue(0)
    expect(within(dialog).getByLabelText('Published')).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Create FAQ' }))
    expect(within(dialog).getByText('Question required')).toBeInTheDocument()
    expect(within(dialog).getByText('Answer required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Question/), 'Do you offer training?')
    await user.type(within(dialog).getByLabelText(/Answer/), 'Yes, on site or remote.')
    await user.click(within(dialog).getByRole('button', { name: 'Create FAQ' }))
    expect(await screen.findByText('FAQ created')).toBeInTheDocument()
    expect(sent.body).toEqual({
      question: 'Do you offer training?',
      answer: 'Yes, on site or remote.',
      category: 'General',
      order: 0,
      is_published: true,
    })
  })

  it('closes an untouched FAQ dialog at once, but asks before the backdrop drops typed text', async () => {
    server.use(http.get(api('/faqs/admin/all'), () => json({ faqs })))
    const { user } = renderPortal('/portal/admin/faqs')
    await user.click(await screen.findByRole('button', { name: 'Edit Where is our data hosted?' }))
    await user.click(screen.getByRole('dialog', { name: 'Edit FAQ' }).previousElementSibling!) // the backdrop
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'New FAQ' }))
    const dialog = screen.getByRole('dialog', { name: 'New FAQ' })
    await user.type(within(dialog).getByLabelText(/Question/), 'Do you offer training?')
    await user.click(dialog.previousElementSibling!)
    const ask = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(within(dialog).getByLabelText(/Question/)).toHaveValue('Do you offer training?')
    await user.click(dialog.previousElementSibling!)
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('edits an FAQ with PUT and toasts Error saving FAQ on failure', async () => {
    server.use(http.get(api('/faqs/admin/all'), () => json({ faqs })))
    const sent = record('put', '/faqs/admin/:id', () => new HttpResponse(null, { status: 500 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/faqs')
    await user.click(await screen.findByRole('button', { name: 'Edit Where is our data hosted?' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit FAQ' })
    await user.click(within(dialog).getByLabelText('Published'))
    await user.clear(within(dialog).getByLabelText(/Order/))
    await user.type(within(dialog).getByLabelText(/Order/), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Error saving FAQ')).toBeInTheDocument()
    expect(sent.body).toEqual({
      question: 'Where is our data hosted?',
      answer: 'In the AWS region you choose.',
      category: 'Cloud',
      order: 3,
      is_published: true,
    })
    expect(screen.getByRole('dialog', { name: 'Edit FAQ' })).toBeInTheDocument()
  })

  it('deletes after Delete this FAQ?, or toasts Error deleting FAQ', async () => {
    let list = faqs
    server.use(
      http.get(api('/faqs/admin/all'), () => json({ faqs: list })),
      http.delete(api('/faqs/admin/:id'), ({ params }) => {
        list = list.filter((f) => String(f.id) !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderPortal('/portal/admin/faqs')
    await user.click(await screen.findByRole('button', { name: 'Delete Where is our data hosted?' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this FAQ?' })).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(screen.queryByText('Where is our data hosted?')).not.toBeInTheDocument())

    server.use(http.delete(api('/faqs/admin/:id'), () => new HttpResponse(null, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Delete How long does an implementation take?' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error deleting FAQ')).toBeInTheDocument()
  })
})
