/** A `tel:` link for a phone number as written on the site ("0161 496 0123", "+44 (0)161 …"): digits and + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
