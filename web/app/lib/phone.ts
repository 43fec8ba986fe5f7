/** A `tel:` link for a phone number as written on the site ("0161 496 0123"). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`
