import type { ContactInput } from '@shared/contract-types'
import { CONTACT_TOPICS, type ContactTopic } from '@shared/constants'
import { compactErrors, consentError, required, type FieldErrors } from '~/lib/validation'

export type ContactValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  role: string
  topic: string
  message: string
  consent: boolean
  /** Honeypot, hidden from people. */
  website: string
}

export type ContactErrors = FieldErrors<ContactValues>

export const emptyContact = (topic = ''): ContactValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  topic,
  message: '',
  consent: false,
  website: '',
})

/** A `?topic=` value matching one of the options (case-insensitive), else empty. */
export function topicFromQuery(value: string | null): ContactTopic | '' {
  const wanted = value?.trim().toLowerCase()
  return CONTACT_TOPICS.find((topic) => topic.toLowerCase() === wanted) ?? ''
}

/** SPEC §5, checked on submit on trimmed text; the messages are the spec's. */
export function validateContact(values: ContactValues): ContactErrors {
  return compactErrors<ContactValues>({
    firstName: required(values.firstName, 'First name required'),
    email: required(values.email, 'Email required'),
    company: required(values.company, 'Company required'),
    topic: required(values.topic, 'Please select a topic'),
    message: required(values.message, 'Message required'),
    consent: consentError(values.consent),
  })
}

export const NOT_SPECIFIED_ROLE = 'Not specified'

/** "Contact Form - /service-hours": the label plus the referring path, else the current path. */
export const contactSource = (referringPath: string | null | undefined, currentPath: string) =>
  `Contact Form - ${referringPath || currentPath}`

/**
 * The request of SPEC §7 (name joined, role defaulting to 'Not specified', role and topic combined
 * into `message`, source) plus the separate fields the contract also accepts.
 */
export function toContactInput(values: ContactValues, source: string): ContactInput {
  const firstName = values.firstName.trim()
  const lastName = values.lastName.trim()
  const role = values.role.trim() || NOT_SPECIFIED_ROLE
  const topic = values.topic.trim()
  return {
    name: [firstName, lastName].filter(Boolean).join(' '),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    message: `Role: ${role}\nTopic: ${topic}\n\n${values.message.trim()}`,
    source,
    first_name: firstName,
    last_name: lastName,
    role,
    topic,
    consent: values.consent,
    website: values.website,
  }
}
