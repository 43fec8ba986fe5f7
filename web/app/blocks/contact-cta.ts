/** SPEC §2: the card's benefits when an editor gives none. */
export const DEFAULT_CTA_BENEFITS = ['Expert consultation', 'Tailored solutions', 'Proven results'] as const
export const CTA_FOOTER = 'No obligations • Free consultation • Quick response'

export const ctaBenefits = (benefits: ReadonlyArray<{ text: string }> | null | undefined): string[] =>
  benefits && benefits.length > 0 ? benefits.map((b) => b.text) : [...DEFAULT_CTA_BENEFITS]

export const ctaHeadline = (productName: string, headline?: string | null) =>
  headline || `Talk to us about ${productName}`
