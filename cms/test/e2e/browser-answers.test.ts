import { describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')
const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('addresses a browser opens', () => {
  it.each(['/portal', '/portal/'])('%s goes to the dashboard, which sends a visitor on to sign in', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: asBrowser, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe('/portal/dashboard')
  })

  it('/portal/leads goes to the lead desk, keeping its filters', async () => {
    const response = await fetch(`${baseUrl}/portal/leads?status=new`, { headers: asBrowser, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/portal/admin/leads?status=new')
  })

  it.each([
    '/portal/nope',
    '/portal/admin',
    '/no-such-page',
    '/blog/no-such-post',
    '/landing/no-such-page',
    '/media/no-such-file.jpg',
    '/og-image.png?path=/no-such-page',
    '/og-image.png?path=//evil.example',
  ])('%s answers an error a browser shows, never a bare JSON body', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: asBrowser, redirect: 'manual' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.headers.get('content-type')).not.toMatch(/json/)
    expect((await response.text()).trimStart()).not.toMatch(/^[{[]/)
  })
})
