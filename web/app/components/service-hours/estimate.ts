import { isTerm, type Term } from '@shared/pricing'
import { CONTACT_FORM_ANCHOR } from '~/components/ui/form-feedback'

export const SALES_TOPIC = 'SAP Business One'

/** The contact form prefilled with an estimate, at the form (shared with the bundle cards' calls to action). */
export const estimateHref = (hours: number, term: Term) =>
  `/contact?topic=${encodeURIComponent(SALES_TOPIC)}&hours=${hours}&term=${term}#${CONTACT_FORM_ANCHOR}`

/** The query parameters of an estimate in a contact URL. */
export const QUOTE_PARAMS = ['hours', 'term'] as const

/** The estimate in a contact URL (?hours=&term=), when both are valid (1–1000 whole hours; 12, 24 or 36 months). */
export function quoteFromParams(params: URLSearchParams): { hours: number; term_months: Term } | null {
  const hours = Number(params.get('hours'))
  const term = Number(params.get('term'))
  if (!Number.isInteger(hours) || hours < 1 || hours > 1000 || !isTerm(term)) return null
  return { hours, term_months: term }
}
