import type { ContactInput } from '@shared/contract-types'

import { compactErrors, consentError, required, type FieldErrors } from '~/lib/validation'

import { NOT_SPECIFIED_ROLE } from './contact-form'

export type EnquiryValues = {
  name: string
  email: string
  company: string
  role: string
  subsidiaries: string
  users: string
  region: string
  consent: boolean
  website: string
}
export type EnquiryErrors = FieldErrors<EnquiryValues>

export const SUBSIDIARY_OPTIONS = ['1', '2-3', '4-6', '7-10', 'More than 10'] as const

export const emptyEnquiry = (): EnquiryValues => ({
  name: '',
  email: '',
  company: '',
  role: '',
  subsidiaries: '',
  users: '',
  region: '',
  consent: false,
  website: '',
})

/** The contact form's rules, for the fields this form has. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  return compactErrors<EnquiryValues>({
    name: required(values.name, 'Name required'),
    email: required(values.email, 'Email required'),
    company: required(values.company, 'Company required'),
    consent: consentError(values.consent),
  })
}

/**
 * "Enquiry Form - /cloud-hosting (from /blog/…)": the page the form sits on is the lead's source,
 * followed by the page the visitor came from, if known.
 */
export const enquirySource = (path: string, from?: string | null) =>
  `Enquiry Form - ${path}${from && from !== path ? ` (from ${from})` : ''}`

/** The contact request for an enquiry: the first word of the name is the first name. */
export function toEnquiryInput(
  values: EnquiryValues,
  { productName, topic, path, from }: { productName: string; topic: string; path: string; from?: string | null },
): ContactInput {
  const name = values.name.trim().replace(/\s+/g, ' ')
  const [firstName, ...rest] = name.split(' ')
  const role = values.role.trim() || NOT_SPECIFIED_ROLE
  const lines = [`Enquiry about ${productName}`, `Role: ${role}`]
  if (values.subsidiaries) lines.push(`Subsidiaries: ${values.subsidiaries}`)
  if (values.users) lines.push(`Users: ${values.users}`)
  if (values.region) lines.push(`Region: ${values.region}`)
  return {
    name,
    email: values.email.trim(),
    company: values.company.trim(),
    message: lines.join('\n'),
    source: enquirySource(path, from),
    first_name: firstName,
    last_name: rest.join(' '),
    role,
    topic,
    consent: values.consent,
    website: values.website,
  }
}
