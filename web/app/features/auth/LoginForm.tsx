import { LogIn } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'

import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import type { FieldErrors } from '~/lib/validation'

import type { Credentials } from './api'
import { useAuth } from './AuthProvider'
import { validateLogin } from './validate'

export function LoginForm() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const [values, setValues] = useState<Credentials>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<Credentials>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateLogin(values)
    setErrors(found)
    setFailure('')
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await login({ email: values.email.trim(), password: values.password })
      navigate('/portal/dashboard', { replace: true })
    } catch (error) {
      setFailure(detailOr(error, 'Invalid credentials'))
      setBusy(false)
    }
  }

  const field = (name: keyof Credentials) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <TextField label="Email" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <Button type="submit" className="w-full rounded-lg" disabled={busy}>
        <LogIn className="size-4" aria-hidden />
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
