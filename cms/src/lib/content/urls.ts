/**
 * Addresses editors type (custom link URLs, redirect targets). Browsers treat `//host` and `/\host`
 * as another site and run `javascript:` URLs, so only a path on this site or an http(s) URL passes.
 */

// Whitespace and control characters (browsers strip some of them, turning `/\t/host` into `//host`).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/

/** `/`, `/contact`, `/experience#faqs`, `/blog?page=2`: one leading slash, no backslash, no whitespace. */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARS.test(value)

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || UNSAFE_CHARS.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

const isAnchor = (value: string): boolean => /^#[A-Za-z][\w-]*$/.test(value)

export const CUSTOM_URL_MESSAGE =
  'Enter a path on this site starting with a single / (e.g. /contact), an anchor like #faqs, or a full http:// or https:// address'
export const REDIRECT_TARGET_MESSAGE =
  'Enter a path on this site starting with a single / (e.g. /resources-hub) or a full http:// or https:// address'

/** Payload `validate` for a link's custom URL. */
export const validateCustomUrl = (value: unknown): true | string => {
  const text = typeof value === 'string' ? value.trim() : ''
  return isSitePath(text) || isAnchor(text) || isHttpUrl(text) || CUSTOM_URL_MESSAGE
}

/** Payload `validate` for where a redirect leads. */
export const validateRedirectTarget = (value: unknown): true | string => {
  const text = typeof value === 'string' ? value.trim() : ''
  return isSitePath(text) || isHttpUrl(text) || REDIRECT_TARGET_MESSAGE
}
