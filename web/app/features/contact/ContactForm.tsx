import { AlertTriangle, CalendarCheck, Send } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'

import { CONTACT_FORM_COPY } from '@shared/contact-form-copy'
import { CONTACT_ROLES, CONTACT_TOPICS, MESSAGE_HINT, PHONE_HINT } from '@shared/constants'
import { EstimateSummary, type EstimateQuote } from '~/components/service-hours/EstimateSummary'
import { Button, buttonClasses } from '~/components/ui/button'
import { SelectField, TextareaField, TextField } from '~/components/ui/field'
import {
  CONTACT_FORM_ANCHOR,
  ConsentField,
  formAction,
  HoneypotField,
  SubmitError,
  SuccessPanel,
} from '~/components/ui/form-feedback'
import { telHref } from '~/lib/phone'
import { referringPath } from '~/lib/previous-path'
import { fieldProps, loadRules, usePublicForm, type FormPost } from '~/lib/public-form'
import { sendContact } from '~/lib/send-contact'
import { rememberVisitor } from '~/lib/visitor-prefill'

import { contactSource, toContactInput } from './contact-form'

/** The form's editable words (the /contact page's contact-form block); missing ones fall back to the seeded copy. */
export type ContactFormCopy = {
  supportBannerTitle?: string | null
  supportBannerText?: string | null
  thankYouText?: string | null
}

type Props = {
  initialTopic?: string
  serviceDeskPhone?: string
  copy?: ContactFormCopy
  quote?: EstimateQuote | null
  /** The answer to this form's post without JavaScript, if the visitor just sent it. */
  posted?: FormPost
  /** The id of the section holding the form, where a post without JavaScript comes back to. */
  anchor?: string
}

/** The contact form of SPEC §2: validation on submit, 'Sending...', a thank-you panel or an error box. */
export function ContactForm({
  initialTopic = '',
  serviceDeskPhone,
  copy = {},
  quote = null,
  posted,
  anchor = CONTACT_FORM_ANCHOR,
}: Props) {
  const words = {
    supportBannerTitle: copy.supportBannerTitle || CONTACT_FORM_COPY.supportBannerTitle,
    supportBannerText: copy.supportBannerText || CONTACT_FORM_COPY.supportBannerText,
    thankYouText: copy.thankYouText || CONTACT_FORM_COPY.thankYouText,
  }
  const location = useLocation()
  const { form, fields, status, sending, sent, postedText, onSubmit } = usePublicForm({
    id: `${anchor}-form`,
    schema: (rules) => rules.contactFormSchema,
    posted,
    defaultValue: { topic: initialTopic },
    send: (value) =>
      sendContact({
        ...toContactInput(value, contactSource(referringPath(location.state), location.pathname)),
        ...(quote ? { quote } : {}),
      }),
  })

  const estimate = useRef<HTMLDivElement>(null)
  const hasQuote = quote !== null
  useEffect(() => {
    // "Send this estimate" lands here (…#contact-form): the form's section at the top of the screen, its estimate focused.
    if (!hasQuote || window.location.hash !== `#${anchor}`) return
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' })
    estimate.current?.focus({ preventScroll: true })
  }, [anchor, hasQuote])

  useEffect(() => {
    // The booking form on /book starts with what the visitor just typed (this tab only).
    if (sent)
      rememberVisitor({
        first_name: sent.firstName,
        last_name: sent.lastName,
        email: sent.email,
        company: sent.company,
        phone: sent.phone,
      })
  }, [sent])

  if (status === 'sent') {
    return (
      <SuccessPanel
        title={`Thank you, ${sent?.firstName ?? postedText('firstName')}!`}
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 sm:p-12"
      >
        <p className="mx-auto mt-3 max-w-md text-slate-600">{words.thankYouText}</p>
        <p className="mt-6">
          <a href="/book" className={buttonClasses('primary', 'md')}>
            <CalendarCheck aria-hidden className="size-4" />
            Book a discovery call now
          </a>
        </p>
        <p className="mt-6 text-sm text-slate-600">
          Meanwhile, read our latest thinking on the{' '}
          <Link to="/blog" className="font-semibold text-brand-600 hover:underline">
            blog
          </Link>
          .
        </p>
      </SuccessPanel>
    )
  }

  return (
    <form
      id={form.id}
      method="post"
      action={formAction(anchor)}
      noValidate={form.noValidate}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      className="space-y-5"
      aria-label="Contact form"
    >
      <input type="hidden" name="form" value="contact" />
      {quote && <EstimateSummary ref={estimate} quote={quote} />}
      {fields.topic.value === 'Support' && (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-900"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-orange-600" />
          <p>
            <span className="font-semibold">{words.supportBannerTitle}</span> {words.supportBannerText}
            {serviceDeskPhone ? (
              <>
                {' '}
                Service desk:{' '}
                <a href={telHref(serviceDeskPhone)} className="font-semibold underline">
                  {serviceDeskPhone}
                </a>
              </>
            ) : null}
          </p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...fieldProps(fields.firstName)} />
        <TextField label="Last name" required autoComplete="family-name" {...fieldProps(fields.lastName)} />
        <TextField label="Email" type="email" required autoComplete="email" {...fieldProps(fields.email)} />
        <TextField label="Phone" type="tel" autoComplete="tel" hint={PHONE_HINT} {...fieldProps(fields.phone)} />
        <TextField label="Company" required autoComplete="organization" {...fieldProps(fields.company)} />
        <SelectField label="Role" {...fieldProps(fields.role)}>
          <option value="">Select role</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Topic" required {...fieldProps(fields.topic)}>
        <option value="">Select a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic}>{topic}</option>
        ))}
      </SelectField>
      <TextareaField
        label="Message"
        required
        rows={6}
        placeholder="Tell us a little about your business and what you need."
        hint={MESSAGE_HINT}
        {...fieldProps(fields.message)}
      />
      <HoneypotField />
      <ConsentField
        agreeTo="Clearpath B1 storing my details to respond to this enquiry"
        defaultChecked={fields.consent.initialValue === 'on'}
        error={fields.consent.errors?.[0]}
      />
      {status === 'failed' && <SubmitError />}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
        {!sending && <Send aria-hidden className="size-4" />}
      </Button>
    </form>
  )
}
