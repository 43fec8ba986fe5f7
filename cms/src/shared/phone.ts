/**
 * Phone numbers as visitors type them, parsed with libphonenumber-js: UK by default, any country
 * with its + code. The `min` metadata (about 80 KB, in the lazily loaded form-rules chunk) checks a
 * number's length for its country, not its exact digit ranges, which is as much as a form can know.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** Numbers typed without a + code are read as UK numbers. */
export const PHONE_DEFAULT_COUNTRY = 'GB'

/** "07911 123456" → "+44 7911 123456"; null when the text is not a phone number. */
export function formatPhone(text: string): string | null {
  const number = parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY)
  return number?.isValid() ? number.formatInternational() : null
}
