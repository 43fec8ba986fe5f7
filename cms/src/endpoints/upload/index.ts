import { fileTypeFromBuffer } from 'file-type'

import { defineEndpoint } from '../../contract/define-endpoint'
import { HttpError, json, readBytes } from '../../contract/http'
import type { UploadResponse } from '../../shared/contract-types'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../shared/constants'
import { uploadResponse } from '../../shared/responses'

const TOO_LARGE = 'The image is larger than 5 MB.'
const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.'
const NO_FILE = 'Choose an image file to upload.'
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * Stores an image in Media and answers its public path. The type is read from the bytes, not the
 * name or the browser's claim, so an SVG or a renamed file is refused.
 */
const uploadImage = defineEndpoint({
  method: 'post',
  path: '/upload/image',
  summary: 'Upload an image (JPEG, PNG, WebP, GIF, AVIF; 5 MB at most)',
  access: 'admin',
  ok: [201, '{ url }'],
  response: uploadResponse,
  errors: [400],
  multipart: true,
  handler: async ({ req }) => {
    const type = req.headers.get('content-type') ?? ''
    if (!/^multipart\/form-data\b/i.test(type))
      throw new HttpError(415, 'Send the image as multipart/form-data with a "file" field.')
    const bytes = await readBytes(req, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, TOO_LARGE)
    let form: FormData
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData()
    } catch {
      throw new HttpError(400, 'The upload could not be read.')
    }
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) throw new HttpError(400, NO_FILE, { file: NO_FILE })
    if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, TOO_LARGE)
    const data = Buffer.from(await file.arrayBuffer())
    const detected = await fileTypeFromBuffer(data)
    if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime))
      throw new HttpError(415, NOT_AN_IMAGE, { file: NOT_AN_IMAGE })
    const base = (file.name || 'image').replace(/\.[^.]*$/, '').slice(0, 80) || 'image'
    const name = `${base}.${detected.ext}`
    // Alt text is required on every image: the portal may send one, else the file's name stands in.
    const alt =
      String(form.get('alt') ?? '')
        .trim()
        .slice(0, 300) || base.replace(/[-_]+/g, ' ')
    const doc = await req.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: detected.mime, name, size: data.byteLength },
      overrideAccess: true,
      req,
    })
    const body: UploadResponse = { url: `/media/${encodeURIComponent(doc.filename ?? name)}` }
    return json(body, 201)
  },
})

export const uploadEndpoints = [uploadImage]
