import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import {
  admin,
  api,
  detail,
  http,
  HttpResponse,
  jobRoles,
  json,
  renderPortal,
  screen,
  server,
  staff,
  staffHandlers,
  setupPortalServer,
  record,
} from '../../../test/portal'

setupPortalServer()

const row = (name: string) => screen.getByText(name).closest('tr')!

/** Opens User Management, clicks `button` and returns the dialog it opens (named `title`). */
async function openDialog(button: string, title = button) {
  const view = renderPortal('/portal/admin/users')
  await view.user.click(await screen.findByRole('button', { name: button }))
  return { ...view, dialog: screen.getByRole('dialog', { name: title }) }
}

type Typist = ReturnType<typeof renderPortal>['user']

/** Types a new colleague into the Create User dialog. */
async function fillNewUser(
  user: Typist,
  dialog: HTMLElement,
  given: { email?: string; password?: string; confirm?: string } = {},
) {
  const { email = 'dana@clearpath.example', password = 'pw-12345678', confirm = password } = given
  await user.type(within(dialog).getByLabelText(/First name/), 'Dana')
  await user.type(within(dialog).getByLabelText(/Last name/), 'Reid')
  await user.type(within(dialog).getByLabelText(/^Email/), email)
  await user.type(within(dialog).getByLabelText(/^Password/), password)
  await user.type(within(dialog).getByLabelText(/Confirm password/), confirm)
}

describe('User Management', () => {
  it('lists users with job role, system role and Active or Inactive', async () => {
    server.use(...staffHandlers())
    renderPortal('/portal/admin/users')
    await screen.findByText('Sam Patel')
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['Name', 'Email', 'Job Role', 'System Role', 'Status', 'Actions'])
    expect(row('Sam Patel')).toHaveTextContent('Solutions Advisor')
    expect(row('Sam Patel')).toHaveTextContent('Admin')
    expect(row('Sam Patel')).toHaveTextContent('Active')
    expect(row('Tom Evans')).toHaveTextContent('Inactive')
  })

  it("checks the Create User form as the server does and says 'Passwords do not match' without sending", async () => {
    server.use(...staffHandlers())
    const created = record('post', '/portal/users', () => json({ user: {} }))
    const { user, dialog } = await openDialog('Create User')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('First name required')).toBeInTheDocument()
    expect(within(dialog).getByText('Email required')).toBeInTheDocument()
    await fillNewUser(user, dialog, { password: 'one-password', confirm: 'another' })
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/^Password/))
    await user.type(within(dialog).getByLabelText(/^Password/), 'nine-char')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('Password must be at least 10 characters')).toBeInTheDocument()
    expect(created.body).toBeUndefined()
  })

  it('creates a user with role user by default and the chosen job role', async () => {
    server.use(...staffHandlers())
    const created = record('post', '/portal/users', () => json({ user: {} }, 201))
    const { user, dialog } = await openDialog('Create User')
    expect(within(dialog).getByLabelText('System role')).toHaveValue('user')
    await fillNewUser(user, dialog)
    await user.selectOptions(within(dialog).getByLabelText('Job role'), 'Account Manager')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await screen.findByText('User created successfully')).toBeInTheDocument()
    expect(created.body).toEqual({
      first_name: 'Dana',
      last_name: 'Reid',
      email: 'dana@clearpath.example',
      password: 'pw-12345678',
      passwordConfirm: 'pw-12345678',
      role: 'user',
      job_role: 2,
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's detail, or 'Error creating user'", async () => {
    server.use(
      ...staffHandlers(),
      http.post(api('/portal/users'), () => detail('A user with this email already exists', 409)),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, dialog } = await openDialog('Create User')
    await fillNewUser(user, dialog, { email: 'sam@clearpath.example' })
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists')

    server.use(http.post(api('/portal/users'), () => new HttpResponse(null, { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Error creating user'))
  })

  it('deactivates a user, and toasts Error updating user when that fails', async () => {
    server.use(...staffHandlers())
    const updated = record('put', '/portal/users/:id', () => json({ user: {} }))
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Patel' }))
    expect(await screen.findByText('Sam Patel deactivated')).toBeInTheDocument()
    expect(updated.body).toEqual({ is_active: false })

    server.use(http.put(api('/portal/users/:id'), () => detail('Nope', 403)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Activate Tom Evans' }))
    expect(await screen.findByText('Error updating user')).toBeInTheDocument()
  })

  it('does not let admins deactivate themselves', async () => {
    server.use(...staffHandlers())
    renderPortal('/portal/admin/users')
    expect(
      await screen.findByRole('button', { name: `Deactivate ${admin.first_name} ${admin.last_name}` }),
    ).toBeDisabled()
  })

  it('edits names, role and job role', async () => {
    server.use(...staffHandlers())
    const updated = record('put', '/portal/users/:id', () => json({ user: {} }))
    const { user, dialog } = await openDialog('Edit Priya Shah', 'Edit User')
    expect(within(dialog).getByLabelText('Job role')).toHaveValue('2')
    await user.selectOptions(within(dialog).getByLabelText('System role'), 'Admin')
    await user.selectOptions(within(dialog).getByLabelText('Job role'), 'No job role')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(updated.body).toEqual({ first_name: 'Priya', last_name: 'Shah', role: 'admin', job_role: null })
  })

  it('resets a password through the password endpoint, refusing mismatches', async () => {
    server.use(...staffHandlers())
    const reset = record('put', '/portal/users/:id/password', () => json({ ok: true }))
    const { user, dialog } = await openDialog('Reset password for Sam Patel', 'Reset password')
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret-1')
    await user.type(within(dialog).getByLabelText(/Confirm new password/), 'new-secret-2')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    expect(reset.body).toBeUndefined()
    await user.clear(within(dialog).getByLabelText(/Confirm new password/))
    await user.type(within(dialog).getByLabelText(/Confirm new password/), 'new-secret-1')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Password reset for Sam Patel')).toBeInTheDocument()
    expect(reset.path).toBe('/api/portal/users/2/password')
    expect(reset.body).toEqual({ password: 'new-secret-1', passwordConfirm: 'new-secret-1' })
  })

  it('manages job roles: blank names ignored, delete after Delete this job role?', async () => {
    let roles = [...jobRoles]
    const created: unknown[] = []
    server.use(
      http.get(api('/portal/users'), () => json({ users: staff })),
      http.get(api('/portal/leads/job-roles'), () => json({ roles })),
      http.post(api('/portal/leads/job-roles'), async ({ request }) => {
        const body = (await request.json()) as { name: string }
        created.push(body)
        roles = [...roles, { id: 9, name: body.name }]
        return json({ role: roles.at(-1) }, 201)
      }),
      http.delete(api('/portal/leads/job-roles/:id'), ({ params }) => {
        roles = roles.filter((r) => String(r.id) !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, dialog } = await openDialog('Manage Job Roles')
    await user.type(within(dialog).getByLabelText('New job role'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(created).toEqual([])
    // A name the contract would refuse shows its message and is not sent.
    await user.click(within(dialog).getByLabelText('New job role'))
    await user.paste('x'.repeat(101))
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name must be at most 100 characters')
    expect(created).toEqual([])
    await user.clear(within(dialog).getByLabelText('New job role'))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('New job role'), ' Presales Consultant ')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('Presales Consultant')).toBeInTheDocument()
    expect(created).toEqual([{ name: 'Presales Consultant' }])

    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Manager' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this job role?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(dialog).queryByText('Account Manager')).not.toBeInTheDocument())
  })

  it('toasts the job role errors', async () => {
    server.use(
      ...staffHandlers(),
      http.post(api('/portal/leads/job-roles'), () => new HttpResponse(null, { status: 500 })),
      http.delete(api('/portal/leads/job-roles/:id'), () => new HttpResponse(null, { status: 500 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, dialog } = await openDialog('Manage Job Roles')
    await user.type(within(dialog).getByLabelText('New job role'), 'Presales')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Error creating job role')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Manager' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error deleting job role')).toBeInTheDocument()
  })

  it('traps focus in a dialog and gives it back to the opener on Escape', async () => {
    server.use(...staffHandlers())
    const { user } = renderPortal('/portal/admin/users')
    const opener = await screen.findByRole('button', { name: 'Create User' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Create User' })
    expect(within(dialog).getByLabelText(/First name/)).toHaveFocus()
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryAllByRole('button', { name: 'Create User' })).not.toContain(opener)
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    for (let i = 0; i < 12; i++) await user.tab()
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('asks before a dialog with typed text closes on Escape or Cancel, and keeps the text on Keep editing', async () => {
    server.use(...staffHandlers())
    const { user, dialog } = await openDialog('Create User')
    await user.type(within(dialog).getByLabelText(/First name/), 'Dana')

    await user.keyboard('{Escape}')
    const ask = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Dana')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks before the job roles manager drops a name that was typed but not added', async () => {
    server.use(...staffHandlers())
    const { user, dialog } = await openDialog('Manage Job Roles')
    await user.type(within(dialog).getByLabelText('New job role'), 'Presales')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
