import { AlertTriangle, CheckCircle2, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'

import { CONTACT_ROLES, CONTACT_TOPICS } from '@cms/lib/constants'
import { Button } from '~/components/ui/button'
import { SelectField, TextareaField, TextField } from '~/components/ui/field'

import { sendContact } from './api'
import { contactSource, emptyContact, toContactInput, validateContact, type ContactErrors, type ContactValues } from './contact-form'
import { referringPath } from './referring-path'

type Status = 'idle' | 'sending' | 'sent' | 'failed'

type Props = { initialTopic?: string; serviceDeskPhone?: string }

/** The contact form of SPEC §2: validation on submit, 'Sending...', a thank-you panel or an error box. */
export function ContactForm({ initialTopic = '', serviceDeskPhone }: Props) {
  const location = useLocation()
  const [values, setValues] = useState<ContactValues>(() => emptyContact(initialTopic))
  const [errors, setErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<Status>('idle')

  const set =
    <K extends keyof ContactValues>(key: K) =>
    (value: ContactValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }))
  const text = (key: Exclude<keyof ContactValues, 'consent'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setStatus('sending')
    const from = referringPath(location.state, document.referrer, window.location.origin, location.pathname)
    try {
      await sendContact(toContactInput(values, contactSource(from, location.pathname)))
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center sm:p-12">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h3 className="mt-4 text-2xl font-bold text-ink-950">Thank you, {values.firstName.trim()}!</h3>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          Your message is with our team. A consultant will reply within one business day, usually much sooner.
        </p>
        <p className="mt-6 text-sm text-slate-600">
          Meanwhile, read our latest thinking on the{' '}
          <Link to="/blog" className="font-semibold text-brand-600 hover:underline">
            blog
          </Link>
          .
        </p>
      </div>
    )
  }

  const sending = status === 'sending'
  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Contact form">
      {values.topic === 'Support' && (
        <div role="note" className="flex gap-3 rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-orange-600" />
          <p>
            <span className="font-semibold">Existing customer with a live issue?</span> Our service desk is the fastest route: critical issues get
            a response in under 2 hours
            {serviceDeskPhone ? (
              <>
                {' '}
                on{' '}
                <a href={`tel:${serviceDeskPhone.replace(/\s+/g, '')}`} className="font-semibold underline">
                  {serviceDeskPhone}
                </a>
              </>
            ) : null}
            . Use this form for new support contracts and general questions.
          </p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...text('lastName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        <TextField label="Company" required autoComplete="organization" {...text('company')} />
        <SelectField label="Role" {...text('role')}>
          <option value="">Select role</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Topic" required {...text('topic')}>
        <option value="">Select a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic}>{topic}</option>
        ))}
      </SelectField>
      <TextareaField label="Message" required rows={6} placeholder="Tell us a little about your business and what you need." {...text('message')} />
      {/* Honeypot: hidden from people, filled in by bots. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" name="website" value={values.website} onChange={(event) => set('website')(event.target.value)} />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(event) => set('consent')(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
          />
          <span>
            I agree to Clearpath B1 storing my details to respond to this enquiry, as set out in the{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-600 hover:underline">
              Privacy Policy
            </Link>
            . <span aria-hidden className="text-red-600">*</span>
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" role="alert" className="mt-1.5 text-sm text-red-600">
            {errors.consent}
          </p>
        )}
      </div>
      {status === 'failed' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          Error. Please try again.
        </div>
      )}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
        {!sending && <Send aria-hidden className="size-4" />}
      </Button>
    </form>
  )
}
