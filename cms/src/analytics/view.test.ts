import { describe, expect, it } from 'vitest'

import { countableView, referrerDomain, viewBeaconSchema } from './view'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'
const headers = (extra: Record<string, string> = {}) => new Headers({ 'user-agent': BROWSER, ...extra })
const view = (body: Record<string, string>, h = headers()) =>
  countableView(viewBeaconSchema.parse(body), h, 'www.example.co.uk')

describe('countableView', () => {
  it('counts a page with its referring site and campaign, nothing else', () => {
    expect(
      view({ path: '/cloud-hosting', referrer: 'https://www.linkedin.com/feed/', search: '?utm_campaign=aws&gclid=x' }),
    ).toEqual({ path: '/cloud-hosting', referrer: 'linkedin.com', campaign: 'aws' })
  })

  it('honours Do Not Track and Global Privacy Control', () => {
    expect(view({ path: '/' }, headers({ dnt: '1' }))).toBeNull()
    expect(view({ path: '/' }, headers({ 'sec-gpc': '1' }))).toBeNull()
  })

  it('never counts bots or a request without a browser', () => {
    expect(
      view({ path: '/' }, new Headers({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
    ).toBeNull()
    expect(view({ path: '/' }, new Headers({ 'user-agent': 'Mozilla/5.0 HeadlessChrome/142' }))).toBeNull()
    expect(view({ path: '/' }, new Headers())).toBeNull()
  })

  it('counts pages of the site only', () => {
    for (const path of ['/portal/admin/leads', '/admin', '/api/health', '//evil.com/x', 'relative'])
      expect(view({ path })).toBeNull()
    expect(view({ path: '/faqs?q=cost#top' })?.path).toBe('/faqs')
  })
})

describe('referrerDomain', () => {
  it('keeps the host of another site, drops this one and nonsense', () => {
    expect(referrerDomain('https://www.google.com/search?q=x', 'example.co.uk')).toBe('google.com')
    expect(referrerDomain('https://www.example.co.uk/blog', 'www.example.co.uk')).toBe('')
    expect(referrerDomain('not a url', 'example.co.uk')).toBe('')
  })
})
