import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import type { ApiFaq } from '@shared/contract-types'

import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { FaqBrowser } from './FaqBrowser'

const faq = (id: number, category: string, question: string, answer: string): ApiFaq => ({
  id,
  category,
  question,
  answer,
  order: id,
  is_published: true,
})
const faqs = [
  faq(1, 'General', 'Who is Clearpath B1?', 'A UK SAP Business One partner.'),
  faq(2, 'Licensing', 'How is SAP Business One licensed?', 'Per named user, by subscription or perpetual licence.'),
  faq(3, 'Support', 'How quickly do you respond?', 'Under 2 hours for critical issues.'),
]

const server = setupMswServer()
const serve = () => server.use(http.get('*/api/faqs', () => HttpResponse.json({ faqs })))

const question = (name: string) => screen.getByRole('button', { name: new RegExp(name) })

describe('FaqBrowser', () => {
  it('loads the FAQs with every answer closed', async () => {
    serve()
    renderWithProviders(<FaqBrowser />, { url: '/faqs' })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByText('Who is Clearpath B1?')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    serve()
    const user = userEvent.setup()
    renderWithProviders(<FaqBrowser />, { url: '/faqs' })
    await screen.findByText('Who is Clearpath B1?')
    await user.click(question('Who is Clearpath B1'))
    expect(screen.getByText('A UK SAP Business One partner.')).toBeVisible()
    await user.click(question('How quickly'))
    expect(screen.getByText('Under 2 hours for critical issues.')).toBeVisible()
    expect(screen.getByText('A UK SAP Business One partner.')).not.toBeVisible()
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1)
    await user.click(question('How quickly'))
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
  })

  it('filters by category (default all) and by search text', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = renderWithProviders(<FaqBrowser />, { url: '/faqs' })
    await screen.findByText('Who is Clearpath B1?')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Support')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(router.state.location.search).toBe('?category=Support')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '')
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'perpetual')
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByText('How is SAP Business One licensed?')).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zebra')
    expect(await screen.findByText('No questions match your search')).toBeInTheDocument()
  })
})
