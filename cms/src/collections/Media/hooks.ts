import { readFile, writeFile } from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionAfterReadHook, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { IMAGE_MIME_TYPES, MAX_IMAGE_PIXELS } from '../../shared/constants'

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF, AVIF or SVG images can be uploaded.'
export const SVG_UNUSABLE = 'This SVG has nothing that can be drawn once scripts and outside references are removed.'
export const TOO_MANY_PIXELS = `Images can have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels (for example 8000 x 5000).`
const UPLOAD_THE_FILE = 'Upload the image file itself: the media library does not fetch images from addresses.'

/** Width x height from the image's header (sharp reads it without decoding), or Infinity when unreadable. */
async function pixels(bytes: Buffer): Promise<number> {
  try {
    const { width, height, pages } = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata()
    return width && height ? width * height * Math.max(1, pages ?? 1) : Infinity
  } catch {
    return Infinity
  }
}

/** The stored name: the uploaded base name with the extension of the type read from the bytes. */
export function storedName(uploaded: string, ext: string): string {
  const base = uploaded.replace(/\.[^.]*$/, '').slice(0, 80) || 'image'
  return `${base}.${ext}`
}

/**
 * Every path into Media (admin upload, Payload REST, Local API, the contract) passes here before
 * Payload names the file: the bytes decide the type and the extension, never the uploaded name or
 * the browser's claim. A PNG with HTML appended named `banner.html` is stored as `banner.png`; an SVG
 * (logos) is stored only as its sanitised copy. An
 * image with more than MAX_IMAGE_PIXELS is refused before it is decoded.
 */
export const nameFileBySniffedType: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  // Payload would fetch `url` itself (an outside address, or a path on this server): uploads are
  // files. Over REST Payload has moved `url` out of `args.data` by now; the request still has it.
  const duplicating = 'duplicateFromID' in args && args.duplicateFromID !== undefined
  const url = (args.data as { url?: unknown } | undefined)?.url ?? (req.data as { url?: unknown } | undefined)?.url
  if (!file && operation === 'create' && !duplicating && url) throw new APIError(UPLOAD_THE_FILE, 400, undefined, true)
  if (!file) return args
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : undefined
  const detected = bytes ? await fileTypeFromBuffer(bytes) : undefined
  // file-type names text with an XML declaration application/xml, and other text nothing.
  if (bytes && (!detected || detected.mime === 'application/xml')) {
    // SVG is text, so no magic bytes: a logo that parses as SVG is stored sanitised (./svg.ts).
    const { looksLikeSvg, sanitizeSvg } = await import('./svg')
    if (looksLikeSvg(bytes)) {
      const clean = sanitizeSvg(new TextDecoder().decode(bytes))
      if (!clean) throw new APIError(SVG_UNUSABLE, 415, undefined, true)
      const data = Buffer.from(clean)
      file.data = data
      file.size = data.length
      if (file.tempFilePath) await writeFile(file.tempFilePath, data)
      file.name = storedName(file.name, 'svg')
      file.mimetype = 'image/svg+xml'
      return args
    }
  }
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime))
    throw new APIError(NOT_AN_IMAGE, 415, undefined, true)
  // Checked from the header before anything decodes it; sharp's own limit (payload.config) backs it up.
  if ((await pixels(bytes!)) > MAX_IMAGE_PIXELS) throw new APIError(TOO_MANY_PIXELS, 413, undefined, true)
  file.name = storedName(file.name, detected.ext)
  file.mimetype = detected.mime
  return args
}

const mediaUrl = (filename: unknown) =>
  typeof filename === 'string' && filename ? `/media/${encodeURIComponent(filename)}` : null

/** The site serves uploads (and their sizes) under /media with long cache headers; Payload's own URL is /api/media/file. */
export const serveFromMediaPath: CollectionAfterReadHook = ({ doc }) => {
  if (doc.filename) doc.url = mediaUrl(doc.filename)
  for (const size of Object.values(
    (doc.sizes ?? {}) as Record<string, { filename?: string | null; url?: string | null }>,
  ))
    if (size) size.url = mediaUrl(size.filename)
  return doc
}
