import { LogIn } from 'lucide-react'
import { useNavigate } from 'react-router'

import { loginSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { fieldProps } from '~/lib/public-form'
import { usePortalForm } from '~/lib/portal-form'

import { useAuth } from './AuthProvider'

export function LoginForm() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const { form, fields, busy, failure } = usePortalForm({
    schema: loginSchema,
    send: async (credentials) => {
      await login(credentials)
      navigate('/portal/dashboard', { replace: true })
    },
  })

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure ? detailOr(failure, 'Invalid credentials') : ''} />
      <TextField label="Email" type="email" autoComplete="username" required {...fieldProps(fields.email)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(fields.password)}
      />
      <Button type="submit" className="w-full rounded-lg" disabled={busy}>
        <LogIn className="size-4" aria-hidden />
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
