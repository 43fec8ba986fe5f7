import { IMAGE_MIME_TYPES } from './constants'

/** The responsive copies made of every uploaded image (WebP), smallest first. */
export const IMAGE_SIZES = [
  { name: 'small', width: 480 },
  { name: 'medium', width: 960 },
  { name: 'large', width: 1600 },
] as const

export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name']

/** Every uploaded raster image's policy: nothing it holds may load or run. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"
/** An SVG (or anything else) is a document of its own when opened: it loads nothing at all. */
const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * The headers an uploaded file is served with, by its Content-Type, on /media and on Payload's
 * /api/media/file alike: nosniff and a sandboxing CSP; anything but a raster image (an SVG) is also a
 * download when visited, and loads nothing (`<img>` ignores both).
 */
export function mediaSecurityHeaders(contentType: string | null): Record<string, string> {
  const raster = (IMAGE_MIME_TYPES as readonly string[]).includes(contentType?.split(';')[0]?.trim() ?? '')
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': raster ? MEDIA_CSP : DOCUMENT_CSP,
    ...(raster ? {} : { 'Content-Disposition': 'attachment' }),
  }
}
