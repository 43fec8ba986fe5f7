import { describe, expect, it } from 'vitest'

import { linkToFollow } from './navigator'

const here = new URL('https://example.test/blog?page=2')
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

function anchor(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a')
  element.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('linkToFollow', () => {
  it('follows same-site page links client-side, query and anchor included', () => {
    expect(linkToFollow(anchor('/cloud-hosting'), click, here)?.href).toBe('https://example.test/cloud-hosting')
    expect(linkToFollow(anchor('/contact?topic=Support#contact-form'), click, here)?.href).toBe(
      'https://example.test/contact?topic=Support#contact-form',
    )
    expect(linkToFollow(anchor('https://example.test/faqs'), click, here)?.pathname).toBe('/faqs')
  })

  it('leaves other sites, new tabs, downloads, files, the portal, the admin and the API to the browser', () => {
    for (const href of [
      'https://elsewhere.test/',
      '/portal/login',
      '/admin',
      '/api/blog/posts',
      '/media/logo.png',
      '/sitemap.xml',
      'mailto:hello@example.test',
      'tel:+441614960123',
    ]) {
      expect(linkToFollow(anchor(href), click, here), href).toBeNull()
    }
    expect(linkToFollow(anchor('/faqs', { target: '_blank' }), click, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs', { download: '' }), click, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs', { rel: 'noopener external' }), click, here)).toBeNull()
  })

  it('leaves modified and non-primary clicks, handled clicks and in-page anchors alone', () => {
    expect(linkToFollow(anchor('/faqs'), { ...click, metaKey: true }, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs'), { ...click, ctrlKey: true }, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs'), { ...click, shiftKey: true }, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs'), { ...click, button: 1 }, here)).toBeNull()
    expect(linkToFollow(anchor('/faqs'), { ...click, defaultPrevented: true }, here)).toBeNull()
    expect(linkToFollow(anchor('#top'), click, here)).toBeNull()
    expect(linkToFollow(anchor('/blog?page=2#list'), click, here)).toBeNull()
  })
})
