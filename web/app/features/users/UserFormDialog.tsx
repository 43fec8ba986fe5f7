import { useState, type FormEvent } from 'react'

import type { ApiJobRole, ApiUser } from '@shared/contract-types'
import { userCreateSchema, userUpdateSchema } from '@shared/schemas'
import { PasswordFields } from '~/components/portal/PasswordFields'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SelectField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { ApiError } from '~/lib/api'
import { detailOr } from '~/lib/api-errors'
import { ROLE_LABELS, ROLES, type Role } from '~/lib/roles'
import { useFields } from '~/lib/use-fields'
import { fieldErrors, hasErrors } from '~/lib/validation'

import { useCreateUser, useUpdateUser, type NewUser } from './api'

type Props = {
  /** The user to edit; none to create one. */
  user?: ApiUser
  jobRoles: ApiJobRole[]
  /** Only a super admin may grant super admin. */
  canGrantSuperAdmin: boolean
  onClose: () => void
}

const jobRoleValue = (id: ApiJobRole['id'] | undefined) => (id === undefined ? '' : String(id))

/** Create User, or edit one: names, system role and job role (and e-mail and password when creating). */
export function UserFormDialog({ user, jobRoles, canGrantSuperAdmin, onClose }: Props) {
  const toast = useToast()
  const create = useCreateUser()
  const update = useUpdateUser()
  const [failure, setFailure] = useState('')
  const form = useFields({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    password: '',
    passwordConfirm: '',
    role: (user?.role ?? 'user') as Role,
    job_role: jobRoleValue(user?.job_role?.id),
  })
  const { requestClose, confirmDiscard } = useDiscardGuard(form.dirty, onClose)
  const roles = ROLES.filter((role) => role !== 'super_admin' || canGrantSuperAdmin || user?.role === 'super_admin')
  const busy = create.isPending || update.isPending

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const { values } = form
    const jobRole = jobRoles.find((role) => String(role.id) === values.job_role)?.id ?? null
    const input: NewUser = {
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      job_role: jobRole,
    }
    const errors = fieldErrors(user ? userUpdateSchema : userCreateSchema, input)
    form.setErrors(errors)
    if (hasErrors(errors)) return
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          first_name: input.first_name,
          last_name: input.last_name,
          role: input.role,
          job_role: jobRole,
        })
        toast.success('User updated successfully')
      } else {
        await create.mutateAsync(input)
        toast.success('User created successfully')
      }
      onClose()
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors)
      setFailure(detailOr(error, user ? 'Error updating user' : 'Error creating user'))
    }
  }

  return (
    <Dialog
      open
      onClose={requestClose}
      title={user ? 'Edit User' : 'Create User'}
      description={user ? user.email : 'The new colleague signs in with this email and password.'}
      size="lg"
    >
      <form id="user-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="off" {...form.bind('first_name')} />
          <TextField label="Last name" required autoComplete="off" {...form.bind('last_name')} />
        </div>
        {!user && (
          <>
            <TextField label="Email" type="email" required autoComplete="off" {...form.bind('email')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <PasswordFields
                password={form.bind('password')}
                passwordConfirm={form.bind('passwordConfirm')}
                labels={['Password', 'Confirm password']}
                hint="At least 10 characters"
              />
            </div>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="System role" {...form.bind('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Job role" {...form.bind('job_role')}>
            <option value="">No job role</option>
            {jobRoles.map((role) => (
              <option key={role.id} value={String(role.id)}>
                {role.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : user ? 'Save changes' : 'Create User'}
          </Button>
        </div>
      </form>
      {confirmDiscard}
    </Dialog>
  )
}
