import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '../../../test/render'
import { emptyAccessRequest } from './access-request-form'
import { RequestAccessForm } from './RequestAccessForm'

const typed = { ...emptyAccessRequest(), last_name: 'Hopper', email: 'grace@example.com' }

describe('RequestAccessForm after its post without JavaScript', () => {
  it('shows the messages next to their fields and keeps what was typed', () => {
    renderWithProviders(
      <RequestAccessForm
        posted={{
          form: 'request-access',
          status: 'invalid',
          values: typed,
          errors: { first_name: 'First name required' },
        }}
      />,
    )
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('First name required')
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Hopper')
    expect(screen.getByLabelText(/Work email/)).toHaveValue('grace@example.com')
  })

  it('starts sent, or with the error box after a failure', () => {
    const { unmount } = renderWithProviders(
      <RequestAccessForm posted={{ form: 'request-access', status: 'sent', values: typed, errors: {} }} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Request sent')
    unmount()
    renderWithProviders(
      <RequestAccessForm posted={{ form: 'request-access', status: 'failed', values: typed, errors: {} }} />,
    )
    expect(screen.getByText('Error sending request. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Request access' })).toHaveAttribute('method', 'post')
  })
})
