import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

import { loadsFromOutside } from '../../lib/content/css-loads'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** A reference that stays inside the drawing (`#gradient`); anything else would fetch from elsewhere. */
const isLocalRef = (value: string) => value.trim().startsWith('#')
/** CSS that loads from outside: anything but `url(#id)`, however it is escaped. */
const external = (css: string) => loadsFromOutside(css, { allowLocal: true })

let purifier:
  { purify: ReturnType<typeof createDOMPurify>; serializer: { serializeToString(node: Node): string } } | undefined

// One DOM for the process, made on the first SVG upload (jsdom is large; most processes never need it).
function getPurifier() {
  if (purifier) return purifier
  const { window } = new JSDOM('')
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  purifier = { purify, serializer: new window.XMLSerializer() }
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase()
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !isLocalRef(data.attrValue))
      data.keepAttr = false
    // Not only style: presentation attributes take CSS values too (fill, filter, mask, cursor…).
    if (external(data.attrValue)) data.keepAttr = false
  })
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && external(node.textContent ?? '')) node.textContent = ''
  })
  return purifier
}

/** The text looks like an SVG document: an `<svg` root after an optional XML declaration, comments or doctype. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '')
  const rest = head.replace(/^\s*(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>|\s)*/i, '')
  return /^<svg[\s>]/i.test(rest)
}

/**
 * An uploaded SVG made safe to show on the site: DOMPurify's SVG profile (no scripts, no event
 * handlers, no foreignObject or HTML), and no reference outside the drawing (links, images, `<use>`
 * of other files, CSS `url()` and `@import`), so a logo can neither run code nor call another server.
 * Null when nothing drawable is left, or the text is not an SVG.
 */
export function sanitizeSvg(text: string): string | null {
  const { purify, serializer } = getPurifier()
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject', 'script', 'iframe', 'image', 'feImage'],
    RETURN_DOM_FRAGMENT: true,
  })
  const svg = clean.firstElementChild
  if (!svg || svg.namespaceURI !== SVG_NS || svg.localName !== 'svg' || clean.childElementCount !== 1) return null
  if (svg.childElementCount === 0) return null
  // Written as XML (namespaces declared), as image/svg+xml is parsed on its own.
  return serializer.serializeToString(svg)
}
