import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { api, detail, http, json, renderPortal, screen, server, setupPortalServer, record } from '../../../test/portal'

setupPortalServer()

async function fill(password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText(/New password/), password)
  await userEvent.type(screen.getByLabelText(/Confirm password/), confirm)
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }))
}

describe('set password from an e-mailed link', () => {
  it('sends the token and password, then offers sign in', async () => {
    const sent = record('post', '/auth/reset-password', () => json({ success: true }))
    renderPortal('/portal/reset-password/abc123', { as: null })
    await fill('a-long-password', 'a-long-password')
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument()
    expect(sent.body).toEqual({ token: 'abc123', password: 'a-long-password', passwordConfirm: 'a-long-password' })
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/portal/login')
  })

  it('says Passwords do not match and sends nothing', async () => {
    let calls = 0
    server.use(http.post(api('/auth/reset-password'), () => (calls++, json({ success: true }))))
    renderPortal('/portal/reset-password/abc123', { as: null })
    await fill('a-long-password', 'another-password')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('shows the server detail for an expired link', async () => {
    server.use(
      http.post(api('/auth/reset-password'), () =>
        detail('This link has expired or was already used. Ask an administrator for a new one.'),
      ),
    )
    renderPortal('/portal/reset-password/old', { as: null })
    await fill('a-long-password', 'a-long-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.')
  })
})
