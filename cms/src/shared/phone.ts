/**
 * Phone numbers as people type them, parsed with libphonenumber-js: UK by default, any country with
 * its + code. The `min` metadata (about 80 KB: in the lazily loaded form-rules chunk on public pages,
 * the leads chunk in the portal) checks a number's length for its country, not its exact digit
 * ranges, which is as much as a form can know.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Numbers typed without a + code are read as UK numbers. */
export const PHONE_DEFAULT_COUNTRY = 'GB'

/** "07911 123456" → "+44 7911 123456"; null when the text is not a phone number. */
export function formatPhone(text: string): string | null {
  const number = parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY)
  return number?.isValid() ? number.formatInternational() : null
}

export type PhoneLink = { text: string; href: string | null }

/**
 * A stored number ("+44 (0)161 496 0123", "0161 496 0123") for staff to dial: UK numbers shown in
 * the national format, others in the international one (a US number's national form would hide its
 * country), linked as `tel:` in E.164. A number that can't be dialled is shown as typed, with no
 * link, rather than misdialled.
 */
export function phoneLink(raw: string): PhoneLink {
  const typed = raw.trim()
  const phone = parsePhoneNumberFromString(typed, PHONE_DEFAULT_COUNTRY)
  if (!phone?.isPossible()) return { text: typed, href: null }
  return {
    text: phone.country === 'GB' ? phone.formatNational() : phone.formatInternational(),
    href: phone.getURI(),
  }
}
