import clsx from 'clsx'
import { CheckCircle2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'

import { CONTACT_ROLES } from '@cms/lib/constants'
import { buttonClasses } from '~/components/ui/button'
import { SelectField, TextField } from '~/components/ui/field'

import type { EnquiryFormBlock } from '@cms/payload-types'
import { sendContact } from '~/features/contact/api'
import {
  emptyEnquiry,
  SUBSIDIARY_OPTIONS,
  toEnquiryInput,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryValues,
} from '~/features/contact/enquiry-form'

import { brandClasses } from './ui/brand-colors'
import { Section } from './ui/Section'

type Props = {
  productName: string
  brandColor?: string | null
  headline?: string | null
  description?: string | null
  topic: string
  askSubsidiaries?: boolean
  buttonLabel?: string | null
}

type Status = 'idle' | 'sending' | 'sent' | 'failed'

/** Name, email, company, role, (subsidiaries) and consent; the lead's source is this page. */
export function EnquiryFormCard({ productName, brandColor, headline, description, topic, askSubsidiaries = false, buttonLabel }: Props) {
  const { pathname } = useLocation()
  const brand = brandClasses(brandColor)
  const [values, setValues] = useState<EnquiryValues>(emptyEnquiry)
  const [errors, setErrors] = useState<EnquiryErrors>({})
  const [status, setStatus] = useState<Status>('idle')
  const consentErrorId = useId()

  const field = (key: Exclude<keyof EnquiryValues, 'consent'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateEnquiry(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setStatus('sending')
    try {
      await sendContact(toEnquiryInput(values, { productName, topic, path: pathname }))
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[2fr_3fr]">
      <div className={clsx('p-6 sm:p-10', brand.soft)}>
        <p className={clsx('text-sm font-semibold tracking-wide uppercase', brand.text)}>{productName}</p>
        <h2 className="mt-2 text-2xl font-bold text-ink-950 sm:text-3xl">{headline || `Enquire about ${productName}`}</h2>
        {description && <p className="mt-4 leading-7 text-slate-700">{description}</p>}
        <p className="mt-6 text-sm text-slate-600">No obligations • Free consultation • Quick response</p>
      </div>
      <div className="p-6 sm:p-10">
        {status === 'sent' ? (
          <div role="status" className="flex h-full flex-col items-center justify-center py-8 text-center">
            <CheckCircle2 aria-hidden className="size-12 text-emerald-600" />
            <h3 className="mt-4 text-xl font-bold text-ink-950">Thank you, we have your enquiry</h3>
            <p className="mt-2 max-w-sm text-slate-600">A consultant will reply within one business day.</p>
          </div>
        ) : (
          <form onSubmit={submit} aria-label={`${productName} enquiry`} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Name" required autoComplete="name" {...field('name')} />
              <TextField label="Work email" type="email" required autoComplete="email" {...field('email')} />
              <TextField label="Company" required autoComplete="organization" {...field('company')} />
              <SelectField label="Role" {...field('role')}>
                <option value="">Select role</option>
                {CONTACT_ROLES.map((role) => (
                  <option key={role}>{role}</option>
                ))}
              </SelectField>
              {askSubsidiaries && (
                <SelectField label="Subsidiaries" className="sm:col-span-2" {...field('subsidiaries')}>
                  <option value="">How many companies in the group?</option>
                  {SUBSIDIARY_OPTIONS.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </SelectField>
              )}
            </div>
            <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input tabIndex={-1} autoComplete="off" {...field('website')} />
              </label>
            </div>
            <div>
              <label className="flex items-start gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={values.consent}
                  onChange={(event) => setValues((current) => ({ ...current, consent: event.target.checked }))}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? consentErrorId : undefined}
                  className="mt-0.5 size-4 rounded border-slate-300"
                />
                <span>
                  I agree to being contacted about this enquiry, as set out in the{' '}
                  <Link to="/privacy-policy" className="font-medium text-brand-600 hover:underline">
                    Privacy Policy
                  </Link>
                  . <span aria-hidden className="text-red-600">*</span>
                </span>
              </label>
              {errors.consent && (
                <p id={consentErrorId} role="alert" className="mt-1.5 text-sm text-red-600">
                  {errors.consent}
                </p>
              )}
            </div>
            {status === 'failed' && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
                Error. Please try again.
              </div>
            )}
            <button type="submit" disabled={status === 'sending'} className={buttonClasses('primary', 'lg', clsx('w-full sm:w-auto disabled:opacity-60', brand.solid))}>
              {status === 'sending' ? 'Sending...' : buttonLabel || 'Send Enquiry'}
            </button>
          </form>
        )}
      </div>
    </div>
  )
}

export function EnquiryForm({ block }: { block: EnquiryFormBlock }) {
  return (
    <Section theme="muted" anchor={block.anchor}>
      <EnquiryFormCard
        productName={block.product_name}
        brandColor={block.brand_color}
        headline={block.headline}
        description={block.description}
        topic={block.topic ?? 'SAP Business One'}
        askSubsidiaries={block.ask_subsidiaries ?? false}
        buttonLabel={block.button_label}
      />
    </Section>
  )
}
