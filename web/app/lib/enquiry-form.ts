import type { ContactInput } from '@shared/contract-types'

import type { EnquiryForm } from '@shared/schemas'

/** The role a form sends when the visitor picked none. */
export const NOT_SPECIFIED_ROLE = 'Not specified'

export const SUBSIDIARY_OPTIONS = ['1', '2-3', '4-6', '7-10', 'More than 10'] as const

/**
 * "Enquiry Form - /cloud-hosting (from /blog/…)": the page the form sits on is the lead's source,
 * followed by the page the visitor came from, if known.
 */
export const enquirySource = (path: string, from?: string | null) =>
  `Enquiry Form - ${path}${from && from !== path ? ` (from ${from})` : ''}`

/**
 * The contact request from an enquiry's parsed values (`enquiryFormSchema`). The block asks for one
 * name, so it sends SPEC §7's joined `name`, which the contract splits (a one-word name is a first name).
 */
export function toEnquiryInput(
  values: EnquiryForm,
  { productName, topic, path, from }: { productName: string; topic: string; path: string; from?: string | null },
): ContactInput {
  const name = values.name.replace(/\s+/g, ' ')
  const role = values.role || NOT_SPECIFIED_ROLE
  const lines = [`Enquiry about ${productName}`, `Role: ${role}`]
  if (values.subsidiaries) lines.push(`Subsidiaries: ${values.subsidiaries}`)
  if (values.users) lines.push(`Users: ${values.users}`)
  if (values.region) lines.push(`Region: ${values.region}`)
  return {
    name,
    email: values.email,
    company: values.company,
    message: lines.join('\n'),
    source: enquirySource(path, from),
    role,
    topic,
    consent: values.consent,
    website: values.website,
  }
}
