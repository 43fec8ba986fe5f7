const REPLACEMENT = '\ufffd'

/**
 * CSS as a browser reads it, for the checks that refuse loading from elsewhere: comments dropped and
 * escapes decoded (`\75 rl(` and `\0075rl(` are `url(`), so no spelling of a function hides it.
 * A dropped comment joins what stood around it, which can only add a false alarm.
 */
export function decodeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S])|$)/gi, (_, hex, newline, char) => {
      if (hex) {
        const code = parseInt(hex, 16)
        const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        return invalid ? REPLACEMENT : String.fromCodePoint(code)
      }
      if (newline) return ''
      return char ?? REPLACEMENT
    })
}

/** What fetches a resource: `url()`, `image-set()` (`-webkit-` too) and `image()` with a plain string, `cross-fade()`, `@import`; and IE's `expression()`. */
const LOADERS = /(url|image-set|image|cross-fade|expression)\s*\(|@import/gi

/**
 * Whether `css` (a style attribute, a `<style>` text or an SVG presentation attribute) would load
 * anything, read after decoding. With `allowLocal`, `url(#id)`, a reference inside the same SVG
 * drawing, is not loading.
 */
export function loadsFromOutside(css: string, { allowLocal = false } = {}): boolean {
  const decoded = decodeCss(css)
  for (const match of decoded.matchAll(LOADERS)) {
    const local = match[1]?.toLowerCase() === 'url' && /^\s*['"]?#/.test(decoded.slice(match.index + match[0].length))
    if (!(allowLocal && local)) return true
  }
  return false
}
