import {
  parse,
  useForm,
  type Submission,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { ApiError } from './api'

type Rules = typeof import('./form-rules')
let rules: Rules | undefined

/** The forms' rules, fetched once: a form asks on focus, so they have usually arrived by its first submit. */
export const loadRules = async () => (rules ??= await import('./form-rules'))

/** A page action's answer to a public form posted without JavaScript (lib/form-reply.server.ts). */
export type FormPost = { form: string; status: 'sent' | 'failed' | 'invalid'; result: SubmissionResult<string[]> }

/**
 * A refusal's field messages (the contract's 400 `errors`) as conform takes a page's answer: each
 * shown beside its field, the first such field focused, what the visitor typed kept.
 */
export function fieldMessages(error: unknown): SubmissionResult<string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined
  const names = Object.keys(error.errors)
  if (!names.length) return undefined
  return {
    status: 'error',
    error: Object.fromEntries(names.map((name) => [name, [error.errors[name]]])),
    state: { validated: Object.fromEntries(names.map((name) => [name, true])) },
  }
}

/** The post for one form, if the page's action answered that form. */
export const postFor = (posted: unknown, form: string): FormPost | undefined =>
  (posted as FormPost | undefined)?.form === form ? (posted as FormPost) : undefined

/**
 * A public form on conform: checked with its shared schema on submit (then again as the visitor
 * corrects it), the first invalid field focused, sent with JavaScript, tracked as sending, sent or
 * failed (a failure keeps the form as it was). Without JavaScript the same form posts to the page's
 * action, whose answer (`posted`) it renders. Conform reads the form's own fields, so what a visitor
 * typed before the island hydrated counts.
 */
export function usePublicForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  posted,
  defaultValue,
  ready,
  send,
}: {
  id: string
  schema: (rules: Rules) => S
  posted?: FormPost
  defaultValue?: DefaultValue<z.input<S>>
  /** A check outside the schema (the booking's slot), made on every submit: false holds the send. */
  ready?: () => boolean
  send: (value: z.output<S>) => Promise<unknown>
}) {
  const [status, setStatus] = useState(posted?.status === 'invalid' ? 'idle' : (posted?.status ?? 'idle'))
  const [sent, setSent] = useState<z.output<S>>()
  const [failure, setFailure] = useState<unknown>(null)
  const [reply, setReply] = useState(posted?.result)
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: reply,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Typing into a field the page's answer marked (a post without JavaScript) revalidates it; until the
    // rules arrive, its message just clears, as a changed field's did before conform.
    onValidate: ({ formData }) =>
      rules
        ? rules.parseWithZod(formData, { schema: schema(rules) })
        : (parse(formData, { resolve: () => ({ error: {} }) }) as Submission<z.input<S>, string[], z.output<S>>),
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      const isReady = ready?.() ?? true
      if (submission?.status !== 'success' || !isReady) return
      setStatus('sending')
      try {
        await send(submission.value)
        setSent(submission.value)
        setStatus('sent')
      } catch (error) {
        setFailure(error)
        setStatus('failed')
        const messages = fieldMessages(error)
        if (messages) setReply(messages)
      }
    },
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    // Conform's own intents (revalidating as the visitor types) come from a temporary button that
    // skips validation; they go straight through, as does everything once the rules are here.
    if (rules || (submitter instanceof HTMLButtonElement && submitter.formNoValidate)) return form.onSubmit(event)
    // A submit before the rules arrived waits for them, then submits again.
    event.preventDefault()
    const target = event.currentTarget
    void loadRules().then(() => target.requestSubmit(submitter))
  }
  /** What the visitor typed into `name` before the form was sent (the page's answer without JavaScript). */
  const postedText = (name: string) => String(posted?.result.initialValue?.[name] ?? '').trim()
  /** `failure` is what the last send threw, for a form that shows the contract's own message. */
  return { form, fields, status, sending: status === 'sending', sent, failure, postedText, onSubmit }
}

/** A text field's or select's wiring for the field components (components/ui/field.tsx): uncontrolled, as conform reads the form. */
export const fieldProps = (field: FieldMetadata<unknown>) => ({
  name: field.name,
  defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
  error: field.errors?.[0],
})
