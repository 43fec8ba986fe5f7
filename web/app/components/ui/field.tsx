import clsx from 'clsx'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

const control =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink-950 shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:bg-slate-50'

type Common = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean; className?: string }

/** The star after a required field's label (screen readers hear the control's aria-required instead). */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-red-600">
      {' '}
      *
    </span>
  )
}

/** Label, control and error message wired together (htmlFor, aria-invalid, aria-describedby). */
function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

/** The id and ARIA wiring every control shares, plus its border colour. */
function useControl({
  id,
  error,
  hint,
  required,
}: {
  id?: string
  error?: string
  hint?: ReactNode
  required?: boolean
}) {
  const auto = useId()
  const fieldId = id ?? auto
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, error, hint),
    'aria-required': required || undefined,
    className: clsx(control, error ? 'border-red-400' : 'border-slate-300'),
  }
}

/** Splits a field's props into what the shell and wiring take and what goes on the native control. */
function splitField<P extends Common & { id?: string }>({
  label,
  error,
  hint,
  required,
  className,
  id,
  ...control
}: P) {
  return { field: { label, error, hint, required, className, id }, control }
}

/** The shell around one native control, which `render` draws with the shared wiring. */
function Field({
  id,
  render,
  ...common
}: Common & { id?: string; render: (wiring: ReturnType<typeof useControl>) => ReactNode }) {
  const wiring = useControl({ id, ...common })
  return (
    <FieldShell id={wiring.id} {...common}>
      {render(wiring)}
    </FieldShell>
  )
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { field, control } = splitField(props)
  return <Field {...field} render={(wiring) => <input {...wiring} {...control} />} />
}

export function TextareaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, control } = splitField(props)
  return <Field {...field} render={(wiring) => <textarea {...wiring} {...control} />} />
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { field, control } = splitField(props)
  return <Field {...field} render={(wiring) => <select {...wiring} {...control} />} />
}
