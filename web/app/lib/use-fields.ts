import { useCallback, useState, type ChangeEvent } from 'react'

import type { FieldErrors } from './validation'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Form values and their error messages, with `bind(name)` wiring a text field or select to both.
 * `initialErrors` are a post's messages (lib/form-post.ts). `dirty` says whether any value differs from what the form started with; changing a field clears its error.
 * A server-rendered form passes `formRef` to its `<form>`, so it keeps what was typed before it hydrated.
 */
export function useFields<T extends Record<string, unknown>>(initial: T, initialErrors: FieldErrors<T> = {}) {
  const [start] = useState(initial)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<T>>(initialErrors)
  // Changing a field clears its message: the visitor sees it fixed at once, not on the next submit.
  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!current[name]) return current
      const rest = { ...current }
      delete rest[name]
      return rest
    })
  }
  const bind = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as T[typeof name]),
  })
  const dirty = Object.keys(start).some((name) => !Object.is(values[name], start[name]))
  // The server's HTML is usable before the form hydrates: on a slow connection a visitor types and
  // ticks first. Without this the fields would show text the state does not hold, and the first
  // submit would report them empty. The form's ref reads them once, when React takes the form over.
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      const typed = form ? typedBeforeHydration(form, start) : {}
      if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }))
    },
    [start],
  )
  return { values, set, setValues, errors, setErrors, bind, dirty, formRef }
}

/** The controls of `form` whose value differs from what the form started with: text and checkboxes. */
function typedBeforeHydration<T extends Record<string, unknown>>(form: HTMLFormElement, start: T): Partial<T> {
  const typed: Record<string, unknown> = {}
  for (const [name, initial] of Object.entries(start)) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (typeof initial === 'boolean' && control.checked !== initial) typed[name] = control.checked
    } else if (control && 'value' in control && typeof initial === 'string' && control.value !== initial)
      typed[name] = control.value
  }
  return typed as Partial<T>
}

/** After the messages render, focus the first invalid control in the form, in reading order. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
