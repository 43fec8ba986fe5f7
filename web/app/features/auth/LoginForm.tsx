import { LogIn } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { loginSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { useFields } from '~/lib/use-fields'
import { fieldErrors, hasErrors } from '~/lib/validation'

import type { Credentials } from './api'
import { useAuth } from './AuthProvider'

export function LoginForm() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const { values, setErrors, bind, formRef } = useFields<Credentials>({ email: '', password: '' })
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = fieldErrors(loginSchema, values)
    setErrors(found)
    setFailure('')
    if (hasErrors(found)) return
    setBusy(true)
    try {
      await login({ email: values.email.trim(), password: values.password })
      navigate('/portal/dashboard', { replace: true })
    } catch (error) {
      setFailure(detailOr(error, 'Invalid credentials'))
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <TextField label="Email" type="email" autoComplete="username" required {...bind('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...bind('password')} />
      <Button type="submit" className="w-full rounded-lg" disabled={busy}>
        <LogIn className="size-4" aria-hidden />
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
