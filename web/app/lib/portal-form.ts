import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import type { z } from 'zod'

import { refusedFields } from './api-errors'

/**
 * A portal form on conform, checked with its shared schema on submit (then again as the user
 * corrects it), the first invalid field focused, and `send` called with the parsed values. `busy`
 * while sending; `failure` is what the last send threw (the form shows the contract's message), whose
 * messages for the form's own fields go next to them. `form.dirty` says whether anything was changed.
 * Portal code is not on a public page's first load, so zod is imported directly.
 */
export function usePortalForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  schema,
  defaultValue,
  send,
}: {
  schema: S
  defaultValue?: DefaultValue<z.input<S>>
  send: (value: z.output<S>) => Promise<unknown>
}) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [refusal, setRefusal] = useState<SubmissionResult<string[]>>()
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    lastResult: refusal,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      setBusy(true)
      setFailure(null)
      try {
        await send(submission.value)
      } catch (error) {
        setFailure(error)
        const fieldErrors = refusedFields(error, submission.payload)
        if (Object.keys(fieldErrors).length) setRefusal(submission.reply({ fieldErrors }))
      } finally {
        setBusy(false)
      }
    },
  })
  return { form, fields, busy, failure }
}
