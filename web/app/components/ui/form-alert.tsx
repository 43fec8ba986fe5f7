import { AlertCircle } from 'lucide-react'

/** The red box above a form that says why the last submit failed; renders nothing without a message. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </div>
  )
}
