import type { ContactInput } from '@cms/contract/types'

import { NOT_SPECIFIED_ROLE } from './contact-form'

export type EnquiryValues = { name: string; email: string; company: string; role: string; subsidiaries: string; consent: boolean; website: string }
export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>

export const SUBSIDIARY_OPTIONS = ['1', '2-3', '4-6', '7-10', 'More than 10'] as const

export const emptyEnquiry = (): EnquiryValues => ({ name: '', email: '', company: '', role: '', subsidiaries: '', consent: false, website: '' })

/** The contact form's rules, for the fields this form has. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {}
  if (!values.name.trim()) errors.name = 'Name required'
  if (!values.email.trim()) errors.email = 'Email required'
  if (!values.company.trim()) errors.company = 'Company required'
  if (!values.consent) errors.consent = 'You must agree'
  return errors
}

/** "Enquiry Form - /landing/…": the page the form sits on is the lead's source. */
export const enquirySource = (path: string) => `Enquiry Form - ${path}`

/** The contact request for an enquiry: the first word of the name is the first name. */
export function toEnquiryInput(values: EnquiryValues, { productName, topic, path }: { productName: string; topic: string; path: string }): ContactInput {
  const name = values.name.trim().replace(/\s+/g, ' ')
  const [firstName, ...rest] = name.split(' ')
  const role = values.role.trim() || NOT_SPECIFIED_ROLE
  const lines = [`Enquiry about ${productName}`, `Role: ${role}`]
  if (values.subsidiaries) lines.push(`Subsidiaries: ${values.subsidiaries}`)
  return {
    name,
    email: values.email.trim(),
    company: values.company.trim(),
    message: lines.join('\n'),
    source: enquirySource(path),
    first_name: firstName,
    last_name: rest.join(' '),
    role,
    topic,
    consent: values.consent,
    website: values.website,
  }
}
