import { useState, type FormEvent } from 'react'

import { hasErrors, type FieldErrors } from './validation'

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed'

type Options<T> = {
  values: T
  setErrors: (errors: FieldErrors<T>) => void
  validate: (values: T) => FieldErrors<T> | Promise<FieldErrors<T>>
  send: (values: T) => Promise<unknown>
  /** Where a post without JavaScript left the form (lib/form-post.ts). */
  initialStatus?: SubmitStatus
}

/**
 * The submit handler of a public form (with JavaScript; without it the form posts to the page's
 * action, features/contact/post-enquiry.server.ts): validate on submit and show every message, send nothing
 * while any error stands, then track sending, sent or failed (a failure keeps the form editable).
 */
export function useFormSubmit<T>({ values, setErrors, validate, send, initialStatus = 'idle' }: Options<T>) {
  const [status, setStatus] = useState<SubmitStatus>(initialStatus)
  const [failure, setFailure] = useState<unknown>(null)
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = await validate(values)
    setErrors(found)
    if (hasErrors(found)) {
      focusFirstInvalid(form)
      return
    }
    setStatus('sending')
    try {
      await send(values)
      setStatus('sent')
    } catch (error) {
      setFailure(error)
      setStatus('failed')
    }
  }
  /** `failure` is what the last send threw, for a form that shows the contract's own message. */
  return { status, sending: status === 'sending', onSubmit, failure }
}

/** After the messages render, focus the first invalid control in the form, in reading order. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
