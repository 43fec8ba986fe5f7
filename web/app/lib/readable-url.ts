/**
 * An address as people read it: percent-escapes decoded ("/landing/caf%C3%A9?utm_source=news%20letter"
 * → "/landing/café?utm_source=news letter"); text that is not valid escaping stays as it was.
 */
export function readableUrl(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '))
  } catch {
    return url
  }
}
