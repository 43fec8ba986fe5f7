import { useState, type ChangeEvent } from 'react'

import type { FieldErrors } from './validation'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Form values and their error messages, with `bind(name)` wiring a text field or select to both.
 * `initialErrors` are a post's messages (lib/form-post.ts). `dirty` says whether any value differs from what the form started with; changing a field clears its error.
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
  return { values, set, setValues, errors, setErrors, bind, dirty }
}
