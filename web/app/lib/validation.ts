/** A form's messages by field; `{}` means valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>

/** What the helper needs of a zod schema (the web takes zod only through the shared schemas). */
export type FormSchema = {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
}

/**
 * A form's values checked with a shared schema (cms/src/shared/schemas.ts), so the browser shows the
 * API's words: the first message for each top-level field, in the schema's order.
 */
export function fieldErrors<T>(schema: FormSchema, values: T): FieldErrors<T> {
  const parsed = schema.safeParse(values)
  if (parsed.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors as FieldErrors<T>
}

/**
 * The shared schemas, loaded when a public form first needs them (focus or submit): zod stays out of
 * the first load of public pages (issue 10's budget). Portal forms import the schemas directly.
 */
export const loadSchemas = () => import('@shared/schemas')

export const hasErrors = <T>(errors: FieldErrors<T>) => Object.keys(errors).length > 0
