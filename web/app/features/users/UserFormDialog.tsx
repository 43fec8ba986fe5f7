import type { z } from 'zod'

import type { ApiJobRole, ApiUser } from '@shared/contract-types'
import { userCreateSchema, userUpdateSchema } from '@shared/schemas'
import { PasswordFields } from '~/components/portal/PasswordFields'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SelectField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { detailOr } from '~/lib/api-errors'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'
import { ROLE_LABELS, ROLES } from '~/lib/roles'

import { useCreateUser, useUpdateUser } from './api'

type Props = {
  /** The user to edit; none to create one. */
  user?: ApiUser
  jobRoles: ApiJobRole[]
  /** Only a super admin may grant super admin. */
  canGrantSuperAdmin: boolean
  onClose: () => void
}

const jobRoleValue = (id: ApiJobRole['id'] | undefined) => (id === undefined ? '' : String(id))

/** Editing keeps both names: the contract's update leaves out what is not sent, the form sends both. */
const userEditSchema = userUpdateSchema.required({ first_name: true, last_name: true })

/** Create User, or edit one: names, system role and job role (and e-mail and password when creating). */
export function UserFormDialog({ user, jobRoles, canGrantSuperAdmin, onClose }: Props) {
  const toast = useToast()
  const create = useCreateUser()
  const update = useUpdateUser()
  const { form, fields, busy, failure } = usePortalForm({
    schema: user ? userEditSchema : userCreateSchema,
    defaultValue: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      role: user?.role ?? 'user',
      job_role: jobRoleValue(user?.job_role?.id),
    },
    send: async (value) => {
      // The select holds the job role's id as text; the schema would read text as a name.
      const job_role = jobRoles.find((role) => String(role.id) === String(value.job_role ?? ''))?.id ?? null
      if (user) {
        const { first_name, last_name, role } = value
        await update.mutateAsync({ id: user.id, first_name, last_name, role, job_role })
        toast.success('User updated successfully')
      } else {
        await create.mutateAsync({ ...(value as z.output<typeof userCreateSchema>), job_role })
        toast.success('User created successfully')
      }
      onClose()
    },
  })
  const { requestClose, confirmDiscard } = useDiscardGuard(form.dirty, onClose)
  const roles = ROLES.filter((role) => role !== 'super_admin' || canGrantSuperAdmin || user?.role === 'super_admin')

  return (
    <Dialog
      open
      onClose={requestClose}
      title={user ? 'Edit User' : 'Create User'}
      description={user ? user.email : 'The new colleague signs in with this email and password.'}
      size="lg"
    >
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure ? detailOr(failure, user ? 'Error updating user' : 'Error creating user') : ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="off" {...fieldProps(fields.first_name)} />
          <TextField label="Last name" required autoComplete="off" {...fieldProps(fields.last_name)} />
        </div>
        {!user && (
          <>
            <TextField label="Email" type="email" required autoComplete="off" {...fieldProps(fields.email)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <PasswordFields
                password={fieldProps(fields.password)}
                passwordConfirm={fieldProps(fields.passwordConfirm)}
                labels={['Password', 'Confirm password']}
                hint="At least 10 characters"
              />
            </div>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="System role" {...fieldProps(fields.role)}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Job role" {...fieldProps(fields.job_role)}>
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
