import type { Endpoint } from 'payload'
import { describe, expect, it } from 'vitest'

import { contractSpec } from '../contract/define-endpoint'
import { endpoints } from '../endpoints'
import { postListQuery } from '../shared/schemas'
import { seoDocumentBodies } from '../admin/seo-document-bodies'
import { createRouteTable, isCanonicalPath, normalisePath } from './route-table'

const seo = seoDocumentBodies({
  endpoints: [{ path: '/plugin-seo/generate-title', method: 'post', handler: () => new Response() }],
} as never) as { endpoints: Endpoint[] }

const routeOf = createRouteTable({
  endpoints: [...endpoints, ...seo.endpoints],
  collections: [
    { slug: 'posts', upload: false },
    { slug: 'users', upload: false },
    { slug: 'media', upload: true },
    { slug: 'payload-preferences', upload: false },
  ],
  web: true,
  pagesCacheable: true,
  isStaticFile: (pathname) => pathname.startsWith('/assets/') || pathname === '/favicon.svg',
  pageQueryParams: (pathname) => (pathname.startsWith('/blog') ? ['page'] : []),
})

const sample = (path: string) => path.replace(/:[a-z]+/gi, 'x1')

describe('normalisePath', () => {
  it('decodes, lower-cases, drops repeated and trailing slashes and the .data suffix', () => {
    expect(normalisePath('/%50ORTAL/login')).toBe('/portal/login')
    expect(normalisePath('/%70ortal/reset-password/abc/')).toBe('/portal/reset-password/abc')
    expect(normalisePath('/portal.data')).toBe('/portal')
    expect(normalisePath('/_root.data')).toBe('/')
    expect(normalisePath('//api///posts/')).toBe('/api/posts')
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('/%E0%A4%A')).toBeNull()
  })

  it('calls only the one spelling of a path canonical', () => {
    for (const path of ['/', '/blog', '/blog.data', '/products/focuspoint']) expect(isCanonicalPath(path)).toBe(true)
    for (const path of ['/Blog', '/%62log', '/blog/', '//blog', '/a/../blog']) expect(isCanonicalPath(path)).toBe(false)
  })
})

describe('the route table', () => {
  it('classifies every registered endpoint by its own declaration', () => {
    for (const endpoint of endpoints) {
      const method = endpoint.method.toUpperCase()
      const route = routeOf(method, sample(`/api${endpoint.path}`))
      const spec = contractSpec(endpoint)
      expect(route.kind, endpoint.path).toBe(spec ? 'contract' : 'rest')
      expect(route.methods, endpoint.path).toContain(method)
      expect(route.capped, endpoint.path).toBe(true)
      expect(route.body, endpoint.path).toBe(spec?.multipart ? 'upload' : 'small')
      expect(!!route.cache, endpoint.path).toBe(!!spec?.cache)
      expect(route.group, endpoint.path).toBe(endpoint.path.startsWith('/health') ? 'health' : 'api')
    }
  })

  it('keys cached public lists on their query schema, and never on another spelling', () => {
    expect(routeOf('GET', '/api/blog/posts').cache).toEqual({
      render: 'list',
      params: Object.keys(postListQuery.shape),
    })
    expect(routeOf('GET', '/api/faqs').cache).toEqual({ render: 'list', params: [] })
    expect(routeOf('GET', '/api/FAQS').cache).toBeNull()
    expect(routeOf('GET', '/api/portal/leads/inbound').cache).toBeNull()
  })

  it('queues nothing that does no database work, but caps it per client', () => {
    for (const path of ['/api/health/live', '/api/health', '/api/health/ready'])
      expect(routeOf('GET', path)).toMatchObject({ queued: false, capped: true, group: 'health' })
    expect(routeOf('POST', '/api/analytics/view')).toMatchObject({ queued: false, capped: true })
    expect(routeOf('POST', '/api/forms/contact')).toMatchObject({ queued: true, capped: true, errors: 'contract' })
  })

  it('answers only the methods registered for a contract path', () => {
    expect(routeOf('DELETE', '/api/faqs').methods).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(routeOf('TRACE', '/api/health/live').methods).not.toContain('TRACE')
  })

  it("gives Payload's REST its body limits: one file on upload collections, a document to the SEO panel", () => {
    expect(routeOf('POST', '/api/media')).toMatchObject({ kind: 'rest', body: 'upload', errors: 'payload' })
    expect(routeOf('PATCH', '/api/media/12')).toMatchObject({ kind: 'rest', body: 'upload' })
    expect(routeOf('GET', '/api/media/file/x.png')).toMatchObject({ kind: 'rest', body: 'small' })
    expect(routeOf('PATCH', '/api/posts/12')).toMatchObject({ kind: 'rest', body: 'small' })
    expect(routeOf('PATCH', '/API/Posts/12/')).toMatchObject({ kind: 'rest', body: 'small' })
    expect(routeOf('POST', '/api/plugin-seo/generate-title')).toMatchObject({ kind: 'rest', body: 'document' })
    expect(routeOf('GET', '/api/globals/site-settings')).toMatchObject({ kind: 'rest' })
  })

  it('marks a path with malformed escapes, for the front door to refuse', () => {
    expect(routeOf('GET', '/api/blog/posts/%E0%A4%A')).toMatchObject({ malformed: true, errors: 'payload' })
    expect(routeOf('GET', '/%')).toMatchObject({ malformed: true, errors: 'text' })
    expect(routeOf('GET', '/api/blog/posts/caf%C3%A9').malformed).toBeUndefined()
  })

  it('gives an unknown path the strictest record', () => {
    for (const path of ['/api/nope', '/api', '/API/x/y/z'])
      expect(routeOf('POST', path)).toMatchObject({
        kind: 'unknown',
        body: 'small',
        capped: true,
        queued: true,
        cache: null,
      })
  })

  it('never caches the portal, however it is spelt', () => {
    for (const path of [
      '/portal/login',
      '/PORTAL/login',
      '/%50ORTAL/login',
      '/%70ortal/reset-password/anything',
      '/portal.data',
      '/portal/login/',
      '//portal/login',
    ]) {
      const route = routeOf('GET', path)
      expect(route, path).toMatchObject({ kind: 'portal', cache: null, capped: true, queued: true, body: 'small' })
    }
    expect(routeOf('GET', '/%70ortal/reset-password/secret').secretSegment).toBe(3)
  })

  it('caches public pages on their canonical spelling only, keyed on the params their routes declare', () => {
    expect(routeOf('GET', '/blog')).toMatchObject({ kind: 'page', cache: { render: 'web', params: ['page'] } })
    expect(routeOf('GET', '/blog.data').cache).toMatchObject({ render: 'web' })
    for (const path of ['/Blog', '/%62log', '/blog/', '/__manifest'])
      expect(routeOf('GET', path).cache, path).toBeNull()
    expect(routeOf('POST', '/contact')).toMatchObject({ kind: 'page', body: 'small', queued: true })
    expect(routeOf('GET', '/booking/tok').secretSegment).toBe(2)
    expect(routeOf('GET', '/api/forms/booking/tok/calendar.ics').secretSegment).toBe(4)
    expect(routeOf('GET', '/api/forms/booking/slots').secretSegment).toBeUndefined()
  })

  it('serves the admin, media and built files by their own records', () => {
    expect(routeOf('POST', '/admin/collections/pages')).toMatchObject({ kind: 'admin', body: 'declared', capped: true })
    expect(routeOf('GET', '/media/a.png')).toMatchObject({ kind: 'media', body: 'none', methods: ['GET', 'HEAD'] })
    expect(routeOf('GET', '/assets/app-1.js')).toMatchObject({ kind: 'static', capped: false, queued: false })
    expect(routeOf('GET', '/og-image.png')).toMatchObject({ kind: 'og-image', queued: true, capped: true })
    expect(routeOf('GET', '/metrics')).toMatchObject({ kind: 'metrics', group: 'metrics' })
  })

  it('allows no TRACE, CONNECT or unknown method anywhere', () => {
    for (const path of [
      '/',
      '/blog',
      '/portal/login',
      '/api/posts',
      '/api/health/live',
      '/admin',
      '/media/x',
      '/api/nope',
    ])
      for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) expect(routeOf(method, path).methods).not.toContain(method)
  })
})
