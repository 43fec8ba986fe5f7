import clsx from 'clsx'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react'
import { Link } from 'react-router'

import { CheckboxField } from './checkbox'
import { FormAlert } from './form-alert'

/** The consent tick box of the public forms, linking the Privacy Policy. */
export function ConsentField({
  agreeTo,
  checked,
  defaultChecked,
  error,
  onChange,
}: {
  /** What the visitor agrees to, completing "I agree to …". */
  agreeTo: string
  error?: string
} & (
  | { checked: boolean; onChange: (checked: boolean) => void; defaultChecked?: never }
  | {
      /** Uncontrolled, for a form on conform (lib/public-form.ts). */
      defaultChecked: boolean
      checked?: never
      onChange?: never
    }
)) {
  return (
    <CheckboxField
      name="consent"
      required
      checked={checked}
      defaultChecked={defaultChecked}
      error={error}
      onChange={onChange && ((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked))}
      label={
        <span className="font-normal">
          I agree to {agreeTo}, as set out in the{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-600 hover:underline">
            Privacy Policy
          </Link>
          .
        </span>
      }
    />
  )
}

/** A field bots fill in and people never see; the API drops submissions that have it. Uncontrolled without `value`. */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
      </label>
    </div>
  )
}

/** SPEC §2: the failure message above the submit button, with the form left as it was. */
export function SubmitError() {
  return <FormAlert message="Error. Please try again." />
}

/**
 * The thank-you panel that replaces a sent form. It scrolls into view and takes focus when it appears,
 * so a visitor who pressed Send far down a phone screen sees it (and a screen reader reads it). Its
 * `data-form-sent` lets the page hide words that only concern the form, such as "Fields marked * are required."
 */
export function SuccessPanel({
  title,
  children,
  className,
}: {
  title: string
  children?: ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' })
    ref.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-form-sent
      className={clsx('scroll-mt-24 text-center focus:outline-none', className)}
    >
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
      <h3 className="mt-4 text-xl font-bold text-ink-950 sm:text-2xl">{title}</h3>
      {children}
    </div>
  )
}

/**
 * Where a form posted without JavaScript sends the visitor back to: its own place on the answered
 * page (the thank-you, or the form with its messages), not the top of the page.
 */
export const formAction = (anchor: string) => `#${anchor}`

/** The /contact form's place on its page: the hero, the discovery-call link and an estimate's link jump here. */
export const CONTACT_FORM_ANCHOR = 'contact-form'
