import { useState, type FormEvent } from 'react'

import { hasErrors, type FieldErrors } from './validation'

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed'

type Options<T> = {
  values: T
  setErrors: (errors: FieldErrors<T>) => void
  validate: (values: T) => FieldErrors<T>
  send: (values: T) => Promise<unknown>
}

/**
 * The submit handler of a public form: validate on submit and show every message, send nothing
 * while any error stands, then track sending, sent or failed (a failure keeps the form editable).
 */
export function useFormSubmit<T>({ values, setErrors, validate, send }: Options<T>) {
  const [status, setStatus] = useState<SubmitStatus>('idle')
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setStatus('sending')
    try {
      await send(values)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }
  return { status, sending: status === 'sending', onSubmit }
}

/** After the messages render, focus the first invalid control in the form, in reading order. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
