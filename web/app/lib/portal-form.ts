import { useForm, type DefaultValue } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import type { z } from 'zod'

/**
 * A portal form on conform, checked with its shared schema on submit (then again as the user
 * corrects it), the first invalid field focused, and `send` called with the parsed values. `busy`
 * while sending; `failure` is what the last send threw (the form shows the contract's message).
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
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
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
      } finally {
        setBusy(false)
      }
    },
  })
  return { form, fields, busy, failure }
}
