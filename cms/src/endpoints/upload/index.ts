import { fileTypeFromBuffer } from 'file-type'
import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { HttpError, json } from '../../contract/http'
import type { UploadResponse } from '../../shared/contract-types'
import { IMAGE_MIME_TYPES } from '../../shared/constants'
import { uploadResponse } from '../../shared/responses'

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.'
const NO_FILE = 'Choose an image file to upload.'

/**
 * Payload's own multipart parsing, with the size limit and its message from the config's `upload`
 * (as for uploads in the admin). Its 4xx refusals pass through; a body it cannot parse is a 400.
 */
async function readUpload(req: PayloadRequest): Promise<NonNullable<PayloadRequest['file']> | undefined> {
  try {
    await addDataAndFileToRequest(req)
  } catch (error) {
    if (error instanceof APIError && error.status >= 400 && error.status < 500) throw error
    throw new HttpError(400, 'The upload could not be read.')
  }
  return req.file
}

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
    // Stryker disable next-line StringLiteral: any fallback without "multipart/form-data" fails the test below alike
    const type = req.headers.get('content-type') ?? ''
    if (!/^multipart\/form-data\b/i.test(type))
      throw new HttpError(415, 'Send the image as multipart/form-data with a "file" field.')
    const file = await readUpload(req)
    if (!file || file.size === 0) throw new HttpError(400, NO_FILE, { file: NO_FILE })
    const { data } = file
    const detected = await fileTypeFromBuffer(data)
    if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime))
      throw new HttpError(415, NOT_AN_IMAGE, { file: NOT_AN_IMAGE })
    const base = (file.name || 'image').replace(/\.[^.]*$/, '').slice(0, 80) || 'image'
    const name = `${base}.${detected.ext}`
    // Alt text is required on every image: the `_payload` JSON may carry one, as in Payload's REST
    // uploads; else the file's name stands in.
    const alt =
      // Stryker disable next-line MethodExpression: an added .trim() before the .trim() below changes nothing
      String(req.data?.alt ?? '')
        .trim()
        .slice(0, 300) || base.replace(/[-_]+/g, ' ')
    const doc = await req.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: detected.mime, name, size: data.byteLength },
      // Stryker disable next-line BooleanLiteral: the endpoint admits only admins, whom Media's create access admits too
      overrideAccess: true,
      req,
    })
    const body: UploadResponse = { url: `/media/${encodeURIComponent(doc.filename ?? name)}` }
    return json(body, 201)
  },
})

export const uploadEndpoints = [uploadImage]
