import { AlertTriangle, CalendarCheck, Send } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'

import { CONTACT_FORM_COPY } from '@shared/contact-form-copy'
import { CONTACT_ROLES, CONTACT_TOPICS } from '@shared/constants'
import { Button, buttonClasses } from '~/components/ui/button'
import { SelectField, TextareaField, TextField } from '~/components/ui/field'
import { ConsentField, formAction, HoneypotField, SubmitError, SuccessPanel } from '~/components/ui/form-feedback'
import { telHref } from '~/lib/phone'
import { referringPath } from '~/lib/previous-path'
import type { FormPost } from '~/lib/form-post'
import { useFields } from '~/lib/use-fields'
import { statusAfterPost, useFormSubmit } from '~/lib/use-form-submit'
import { fieldErrors, loadSchemas } from '~/lib/validation'

import { rememberVisitor } from '~/lib/visitor-prefill'
import { EstimateSummary, type EstimateQuote } from '~/components/service-hours/EstimateSummary'

import { sendContact } from '~/lib/send-contact'
import { contactSource, emptyContact, toContactInput, type ContactValues } from './contact-form'

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
  posted?: FormPost<ContactValues>
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
  anchor = 'contact-form',
}: Props) {
  const words = {
    supportBannerTitle: copy.supportBannerTitle || CONTACT_FORM_COPY.supportBannerTitle,
    supportBannerText: copy.supportBannerText || CONTACT_FORM_COPY.supportBannerText,
    thankYouText: copy.thankYouText || CONTACT_FORM_COPY.thankYouText,
  }
  const location = useLocation()
  const { values, set, setErrors, errors, bind, formRef } = useFields(
    posted?.values ?? emptyContact(initialTopic),
    posted?.errors,
  )
  const { status, sending, onSubmit } = useFormSubmit({
    initialStatus: statusAfterPost(posted),
    values,
    setErrors,
    validate: async (current) => fieldErrors((await loadSchemas()).contactFormSchema, current),
    send: async (current) =>
      sendContact({
        ...toContactInput(
          (await loadSchemas()).contactFormSchema.parse(current),
          contactSource(referringPath(location.state), location.pathname),
        ),
        ...(quote ? { quote } : {}),
      }),
  })

  const sent = status === 'sent'
  useEffect(() => {
    // The booking form on /book starts with what the visitor just typed (this tab only).
    if (sent)
      rememberVisitor({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        phone: values.phone.trim(),
      })
  }, [sent, values])

  if (sent) {
    return (
      <SuccessPanel
        title={`Thank you, ${values.firstName.trim()}!`}
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
      ref={formRef}
      method="post"
      action={formAction(anchor)}
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas()}
      className="space-y-5"
      aria-label="Contact form"
    >
      <input type="hidden" name="form" value="contact" />
      {quote && <EstimateSummary quote={quote} />}
      {values.topic === 'Support' && (
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
        <TextField label="First name" required autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...bind('lastName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Company" required autoComplete="organization" {...bind('company')} />
        <SelectField label="Role" {...bind('role')}>
          <option value="">Select role</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Topic" required {...bind('topic')}>
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
        {...bind('message')}
      />
      <HoneypotField value={values.website} onChange={(value) => set('website', value)} />
      <ConsentField
        agreeTo="Clearpath B1 storing my details to respond to this enquiry"
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => set('consent', checked)}
      />
      {status === 'failed' && <SubmitError />}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
        {!sending && <Send aria-hidden className="size-4" />}
      </Button>
    </form>
  )
}
