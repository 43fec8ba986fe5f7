import type { AccessRequestInput } from './api'

/** The request, plus the honeypot field people never see (the contract drops a filled one quietly). */
export type AccessRequestValues = AccessRequestInput & { website: string }

export const emptyAccessRequest = (): AccessRequestValues => ({
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  reason: '',
  website: '',
})

/** The form's name in its post (lib/form-post.ts), and the login page's `?view=` that shows it. */
export const REQUEST_ACCESS = 'request-access'
