/** What a visitor typed into one form, handed to the next (the contact form's thank-you leads to /book). */
export type VisitorDetails = Partial<Record<'first_name' | 'last_name' | 'email' | 'company' | 'phone', string>>

/** The details the contact form just took, kept for this tab so the booking form starts filled in. */
const PREFILL_KEY = 'booking-prefill'

export function rememberVisitor(values: VisitorDetails): void {
  try {
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(values))
  } catch {
    // Storage can be off (private modes); the form then starts empty.
  }
}

export function rememberedVisitor(): VisitorDetails {
  try {
    const raw = JSON.parse(sessionStorage.getItem(PREFILL_KEY) ?? '{}') as Record<string, unknown>
    const keep = ['first_name', 'last_name', 'email', 'company', 'phone'] as const
    return Object.fromEntries(keep.filter((k) => typeof raw[k] === 'string').map((k) => [k, raw[k]]))
  } catch {
    return {}
  }
}
