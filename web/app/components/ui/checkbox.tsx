import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

import { describedBy, RequiredMark } from './field'

type Props = { label: ReactNode; hint?: ReactNode; error?: string; required?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>

/** A labelled checkbox with an optional line of explanation and, after validation, an error message. */
export function CheckboxField({ label, hint, error, required, id, ...props }: Props) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          aria-required={required || undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-600 accent-brand-600 focus:ring-brand-500"
          {...props}
        />
        <div className="text-sm">
          <label htmlFor={fieldId} className="font-medium text-slate-700">
            {label}
            {required && <RequiredMark />}
          </label>
          {hint && (
            <p id={`${fieldId}-hint`} className="text-slate-500">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
