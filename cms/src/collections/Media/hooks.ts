import { readFile } from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionAfterReadHook, type CollectionBeforeOperationHook } from 'payload'

import { IMAGE_MIME_TYPES } from '../../shared/constants'

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.'

/** The stored name: the uploaded base name with the extension of the type read from the bytes. */
export function storedName(uploaded: string, ext: string): string {
  const base = uploaded.replace(/\.[^.]*$/, '').slice(0, 80) || 'image'
  return `${base}.${ext}`
}

/**
 * Every path into Media (admin upload, Payload REST, Local API, the contract) passes here before
 * Payload names the file: the bytes decide the type and the extension, never the uploaded name or
 * the browser's claim. A PNG with HTML appended named `banner.html` is stored as `banner.png`.
 */
export const nameFileBySniffedType: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : undefined
  const detected = bytes ? await fileTypeFromBuffer(bytes) : undefined
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime))
    throw new APIError(NOT_AN_IMAGE, 415, undefined, true)
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
