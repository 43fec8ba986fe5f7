import { useState } from 'react'

import type { ApiUser } from '@shared/contract-types'
import { passwordSchema } from '@shared/schemas'
import { PasswordFields } from '~/components/portal/PasswordFields'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { FormAlert } from '~/components/ui/form-alert'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { detailOr } from '~/lib/api-errors'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { useResetPassword, useSendResetLink } from './api'

/** Sets a new password for a colleague (PUT /api/portal/users/{id}/password). */
export function ResetPasswordDialog({ user, onClose }: { user: ApiUser; onClose: () => void }) {
  const toast = useToast()
  const reset = useResetPassword()
  const sendLink = useSendResetLink()
  const [linkFailure, setLinkFailure] = useState('')
  const { form, fields, failure } = usePortalForm({
    schema: passwordSchema,
    send: async (passwords) => {
      setLinkFailure('')
      await reset.mutateAsync({ id: user.id, ...passwords })
      toast.success(`Password reset for ${user.first_name} ${user.last_name}`)
      onClose()
    },
  })
  const { requestClose, confirmDiscard } = useDiscardGuard(form.dirty, onClose)

  async function onSendLink() {
    setLinkFailure('')
    try {
      await sendLink.mutateAsync(user.id)
      toast.success(`Reset link sent to ${user.email}`)
      onClose()
    } catch (error) {
      setLinkFailure(detailOr(error, 'Error sending the reset link'))
    }
  }

  return (
    <Dialog
      open
      onClose={requestClose}
      title="Reset password"
      description={`Choose a new password for ${user.first_name} ${user.last_name} (${user.email}).`}
      size="sm"
    >
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
        <FormAlert message={linkFailure || (failure ? detailOr(failure, 'Error resetting password') : '')} />
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          <p>Better: let them choose their own. We e-mail a link that works once, for one hour.</p>
          <Button variant="secondary" className="mt-2" onClick={onSendLink} disabled={sendLink.isPending}>
            {sendLink.isPending ? 'Sending...' : 'Send a reset link'}
          </Button>
        </div>
        <p className="text-sm text-slate-600">Or set a new password now:</p>
        <PasswordFields
          password={fieldProps(fields.password)}
          passwordConfirm={fieldProps(fields.passwordConfirm)}
          labels={['New password', 'Confirm new password']}
          hint="At least 10 characters"
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Reset password'}
          </Button>
        </div>
      </form>
      {confirmDiscard}
    </Dialog>
  )
}
