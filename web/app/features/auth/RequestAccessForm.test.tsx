import { parseWithZod } from '@conform-to/zod/v4'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { accessRequestSchema } from '@shared/schemas'
import type { FormPost } from '~/lib/public-form'

import { renderWithProviders } from '../../../test/render'
import { RequestAccessForm } from './RequestAccessForm'

/** The login page action's answer (post-access-request.server.ts) to a post of these fields. */
function answer(status: FormPost['status']): FormPost {
  const form = new FormData()
  for (const [name, value] of Object.entries({ first_name: '', last_name: 'Hopper', email: 'grace@example.com' }))
    form.set(name, value)
  return { form: 'request-access', status, result: parseWithZod(form, { schema: accessRequestSchema }).reply() }
}

describe('RequestAccessForm after its post without JavaScript', () => {
  it('shows the messages next to their fields and keeps what was typed', () => {
    renderWithProviders(<RequestAccessForm posted={answer('invalid')} />)
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('First name required')
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Hopper')
    expect(screen.getByLabelText(/Work email/)).toHaveValue('grace@example.com')
  })

  it('clears a message as the visitor fixes its field, even before the rules have loaded', async () => {
    const user = userEvent.setup()
    renderWithProviders(<RequestAccessForm posted={answer('invalid')} />)
    await user.type(screen.getByLabelText(/First name/), 'Grace')
    await waitFor(() => expect(screen.queryByText('First name required')).not.toBeInTheDocument())
    expect(screen.getByText('Reason required')).toBeInTheDocument()
  })

  it('starts sent, or with the error box after a failure', () => {
    const { unmount } = renderWithProviders(<RequestAccessForm posted={answer('sent')} />)
    expect(screen.getByRole('status')).toHaveTextContent('Request sent')
    unmount()
    renderWithProviders(<RequestAccessForm posted={answer('failed')} />)
    expect(screen.getByText('Error sending request. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Request access' })).toHaveAttribute('method', 'post')
  })
})
