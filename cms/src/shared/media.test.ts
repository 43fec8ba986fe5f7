import { describe, expect, it } from 'vitest'

import { mediaSecurityHeaders } from './media'

describe('mediaSecurityHeaders', () => {
  it('sandboxes a raster image and lets it show itself when opened', () => {
    for (const type of ['image/png', 'image/jpeg; charset=binary', 'image/avif'])
      expect(mediaSecurityHeaders(type)).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      })
  })

  it('makes an SVG, or any other type, a sandboxed download that loads nothing', () => {
    for (const type of ['image/svg+xml', 'image/svg+xml; charset=utf-8', 'text/html', 'application/xml', null])
      expect(mediaSecurityHeaders(type)).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Content-Disposition': 'attachment',
      })
  })
})
