import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export type PhoneLink = { text: string; href: string | null }

/**
 * A phone number as typed ("+44 (0)161 496 0123", "0161 496 0123") read as a UK number unless it
 * names its country: UK numbers shown in the national format, others in the international one (a
 * US number's national form would hide its country), linked as `tel:` in E.164. A number that can't
 * be dialled is shown as typed, with no link, rather than misdialled.
 */
export function phoneLink(raw: string): PhoneLink {
  const typed = raw.trim()
  const phone = parsePhoneNumberFromString(typed, 'GB')
  if (!phone?.isPossible()) return { text: typed, href: null }
  return {
    text: phone.country === 'GB' ? phone.formatNational() : phone.formatInternational(),
    href: phone.getURI(),
  }
}
