import { afterEach, describe, expect, it } from 'vitest'

import { editorOrigin, expectedPath } from './preview'

const request = (host: string | null, url = `http://${host}/admin`) =>
  ({ headers: new Headers(host ? { host } : {}), url }) as Parameters<typeof editorOrigin>[0]

describe('editorOrigin', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('previews on the address the admin was opened at, when it is one of ours', () => {
    process.env.SERVER_URL = 'http://localhost:3999'
    expect(editorOrigin(request('127.0.0.1:3999'))).toBe('http://127.0.0.1:3999')
    expect(editorOrigin(request('localhost:3999'))).toBe('http://localhost:3999')
    process.env.ALLOWED_ORIGINS = 'https://cms.example.co.uk'
    expect(editorOrigin(request('cms.example.co.uk', 'https://cms.example.co.uk/admin'))).toBe(
      'https://cms.example.co.uk',
    )
  })

  it('falls back to SERVER_URL for any other host', () => {
    process.env.SERVER_URL = 'https://www.example.co.uk'
    expect(editorOrigin(request('evil.example'))).toBe('https://www.example.co.uk')
    expect(editorOrigin(request(null))).toBe('https://www.example.co.uk')
    expect(editorOrigin(undefined)).toBe('https://www.example.co.uk')
  })
})

describe('expectedPath', () => {
  it('gives each document its address, also before its first save', () => {
    expect(expectedPath('pages', { path: '/about' })).toBe('/about')
    expect(expectedPath('posts', { title: 'VAT & Making Tax Digital' })).toBe('/blog/vat-and-making-tax-digital')
    expect(expectedPath('posts', { title: 'x', slug: 'kept' })).toBe('/blog/kept')
    expect(expectedPath('landing-pages', { slug: 'aws' })).toBe('/landing/aws')
    expect(expectedPath('posts', {})).toBeNull()
    expect(expectedPath('faq-items', { slug: 'x' })).toBeNull()
  })
})
