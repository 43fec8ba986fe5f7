import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'

import type { ContactInput } from '@shared/contract-types'
import { contactFormSchema, enquiryFormSchema } from '@shared/schemas'
import { quoteFromParams } from '~/components/service-hours/estimate'
import { toEnquiryInput } from '~/lib/enquiry-form'
import { answerSubmission } from '~/lib/form-reply.server'
import { serverApi } from '~/lib/server-api'

import { contactSource, toContactInput } from './contact-form'

/** Each public form's post, checked with the browser's schema, and the contact request it makes once valid. */
const FORMS = {
  contact: (form: FormData, url: URL, send: (input: ContactInput) => Promise<unknown>) => {
    const quote = quoteFromParams(url.searchParams)
    return answerSubmission('contact', parseWithZod(form, { schema: contactFormSchema }), (value) =>
      send({ ...toContactInput(value, contactSource(null, url.pathname)), ...(quote ? { quote } : {}) }),
    )
  },
  enquiry: (form: FormData, url: URL, send: (input: ContactInput) => Promise<unknown>) => {
    const text = (name: string) => String(form.get(name) ?? '')
    return answerSubmission('enquiry', parseWithZod(form, { schema: enquiryFormSchema }), (value) =>
      send(toEnquiryInput(value, { productName: text('product'), topic: text('topic'), path: url.pathname })),
    )
  },
}

/**
 * The action of the pages with a public form, for visitors without JavaScript (with it, the form
 * sends itself to the same contract): the form named by the post's `form` field.
 */
export async function postEnquiry(request: Request, context: AppLoadContext) {
  const form = await request.formData()
  const name = String(form.get('form'))
  if (!Object.hasOwn(FORMS, name)) throw data('This page has no such form.', { status: 400 })
  return FORMS[name as keyof typeof FORMS](form, new URL(request.url), (input) =>
    serverApi(context).post('/forms/contact', input),
  )
}
