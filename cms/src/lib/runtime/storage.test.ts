import { describe, expect, it } from 'vitest'

import { parseSettings } from '../../config/env'
import { s3Settings as fromSettings } from './storage'

const s3Settings = (env: Record<string, string>) => fromSettings(parseSettings(env))

describe('s3Settings', () => {
  it('is off without S3_BUCKET, so media stays on the local disk', () => {
    expect(s3Settings({})).toBeUndefined()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://x' })).toBeUndefined()
  })

  it('reads the bucket, endpoint, keys, path style and public URL', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      }),
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/media',
    })
  })

  it('uses the default AWS credentials when no keys are given, and refuses half a key pair', () => {
    expect(s3Settings({ S3_BUCKET: 'media', S3_REGION: 'eu-west-2' })).toMatchObject({
      region: 'eu-west-2',
      accessKeyId: undefined,
      forcePathStyle: false,
    })
    expect(() => s3Settings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is unset: set both S3 keys or neither/,
    )
  })
})
