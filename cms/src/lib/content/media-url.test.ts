import { describe, expect, it } from 'vitest'

import { mediaFilenameFromUrl } from './media-url'

describe('mediaFilenameFromUrl', () => {
  it('reads the file name from the addresses the site hands out', () => {
    expect(mediaFilenameFromUrl('/media/hero.png')).toBe('hero.png')
    expect(mediaFilenameFromUrl('https://www.example.co.uk/media/hero.png')).toBe('hero.png')
    expect(mediaFilenameFromUrl('http://127.0.0.1:3000/media/my%20photo.jpg?v=2')).toBe('my photo.jpg')
    expect(mediaFilenameFromUrl('/api/media/file/hero-960x540.webp')).toBe('hero-960x540.webp')
  })

  it('is null for other sites, other paths and broken escapes', () => {
    expect(mediaFilenameFromUrl('https://images.example.com/photo.jpg')).toBeNull()
    expect(mediaFilenameFromUrl('/media/../etc/passwd')).toBeNull()
    expect(mediaFilenameFromUrl('/media/a%E0.png')).toBeNull()
    expect(mediaFilenameFromUrl('')).toBeNull()
    expect(mediaFilenameFromUrl(null)).toBeNull()
  })
})
