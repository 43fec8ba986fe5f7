import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/** A labelled checkbox with an optional line of explanation. */
export function CheckboxField({ label, hint, id, ...props }: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className="flex items-start gap-3">
      <input
        id={fieldId}
        type="checkbox"
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 accent-brand-600 focus:ring-brand-500"
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={fieldId} className="font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
