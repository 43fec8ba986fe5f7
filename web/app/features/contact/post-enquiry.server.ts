import { data, type AppLoadContext } from 'react-router'

import { contactFormSchema, enquiryFormSchema } from '@shared/schemas'
import { quoteFromParams } from '~/components/service-hours/estimate'
import { valuesFrom } from '~/lib/form-post'
import { answerPost, answerRefusal } from '~/lib/form-post.server'
import { serverApi } from '~/lib/server-api'
import { fieldErrors, hasErrors } from '~/lib/validation'

import { contactSource, emptyContact, toContactInput } from './contact-form'
import { emptyEnquiry, toEnquiryInput } from '~/lib/enquiry-form'

/**
 * The contact form or an enquiry block, read from the post and checked with the browser's schema;
 * `input` (the contract request) only builds once the values are valid.
 */
function readPost(form: FormData, url: URL) {
  switch (form.get('form')) {
    case 'contact': {
      const values = valuesFrom(emptyContact(), form)
      const input = () => {
        const quote = quoteFromParams(url.searchParams)
        return {
          ...toContactInput(contactFormSchema.parse(values), contactSource(null, url.pathname)),
          ...(quote ? { quote } : {}),
        }
      }
      return { form: 'contact', values, errors: fieldErrors(contactFormSchema, values), input }
    }
    case 'enquiry': {
      const values = valuesFrom(emptyEnquiry(), form)
      const text = (name: string) => String(form.get(name) ?? '')
      const input = () =>
        toEnquiryInput(enquiryFormSchema.parse(values), {
          productName: text('product'),
          topic: text('topic'),
          path: url.pathname,
        })
      return { form: 'enquiry', values, errors: fieldErrors(enquiryFormSchema, values), input }
    }
    default:
      return null
  }
}

/**
 * The action of the pages with a public form, for visitors without JavaScript (with it, the form
 * sends itself to the same contract): the same checks and messages, then the contract in-process,
 * with the visitor's address for its rate limits. The page renders the form again from the answer.
 */
export async function postEnquiry(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const post = readPost(await request.formData(), url)
  if (!post) throw data('This page has no such form.', { status: 400 })
  if (hasErrors(post.errors)) return answerPost(post.form, post.values, 'invalid', post.errors, 400)
  try {
    await serverApi(context).post('/forms/contact', post.input())
    return answerPost(post.form, post.values, 'sent')
  } catch (error) {
    return answerRefusal(post.form, post.values, error)
  }
}
