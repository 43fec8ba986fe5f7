import type { ContactInput } from '@shared/contract-types'
import { CONTACT_TOPICS, type ContactTopic } from '@shared/constants'
import type { ContactForm } from '@shared/schemas'
import { NOT_SPECIFIED_ROLE } from '~/lib/enquiry-form'

/** A `?topic=` value matching one of the options (case-insensitive), else empty. */
export function topicFromQuery(value: string | null): ContactTopic | '' {
  const wanted = value?.trim().toLowerCase()
  return CONTACT_TOPICS.find((topic) => topic.toLowerCase() === wanted) ?? ''
}

/** "Contact Form - /service-hours": the label plus the referring path, else the current path. */
export const contactSource = (referringPath: string | null | undefined, currentPath: string) =>
  `Contact Form - ${referringPath || currentPath}`

/**
 * The request of SPEC §7 from the form's parsed (trimmed) values, `contactFormSchema`: name joined,
 * role defaulting to 'Not specified', role and topic combined into `message`, source; plus the
 * separate fields the contract also accepts.
 */
export function toContactInput(form: ContactForm, source: string): ContactInput {
  const role = form.role || NOT_SPECIFIED_ROLE
  return {
    name: [form.firstName, form.lastName].filter(Boolean).join(' '),
    email: form.email,
    phone: form.phone,
    company: form.company,
    message: `Role: ${role}\nTopic: ${form.topic}\n\n${form.message}`,
    source,
    first_name: form.firstName,
    last_name: form.lastName,
    role,
    topic: form.topic,
    consent: form.consent,
    website: form.website,
  }
}
