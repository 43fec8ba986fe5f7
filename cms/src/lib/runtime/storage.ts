import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { settings, type Settings } from '../../config/env'

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
  /** Where browsers can fetch objects directly (a CDN or a public bucket); unset: the app serves them. */
  publicUrl?: string
}

/** S3-compatible object storage for media when S3_BUCKET is set; otherwise undefined (local disk). */
export function s3Settings(env: Settings = settings()): S3Settings | undefined {
  // The settings schema checked the values (URLs, both keys or neither).
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  }
}

/**
 * The storage plugin for the media collection. Its fields are always inserted, so the database
 * schema (and the committed migrations) is the same with and without object storage.
 */
export function mediaStoragePlugin(settings = s3Settings()): Plugin {
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    collections: { media: true },
    config: {
      endpoint: settings?.endpoint,
      region: settings?.region,
      forcePathStyle: settings?.forcePathStyle,
      ...(settings?.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    },
  })
}
