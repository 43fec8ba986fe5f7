import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

import type { Api } from './api'
import { fetchShell, shouldRevalidateShell, withoutCmsMetadata } from './shell'

describe('withoutCmsMetadata', () => {
  it("drops Payload's ids and timestamps at every depth and keeps the content", () => {
    const global = {
      id: 1,
      items: [
        {
          id: 'a1',
          label: 'Who We Are',
          sections: [
            { id: 's1', heading: 'Company', links: [{ id: 'l1', label: 'About', href: '/about', icon: null }] },
          ],
        },
      ],
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      globalType: 'navigation',
    }
    expect(withoutCmsMetadata(global)).toEqual({
      items: [
        {
          label: 'Who We Are',
          sections: [{ heading: 'Company', links: [{ label: 'About', href: '/about', icon: null }] }],
        },
      ],
    })
  })
})

describe('fetchShell', () => {
  const api = () => {
    const get = vi.fn(async (path: string) => ({ id: 1, path }))
    return { api: { get } as unknown as Api, get }
  }

  it('reads the published globals for visitors', async () => {
    const { api: published, get } = api()
    const shell = await fetchShell(published)
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/globals/navigation?depth=0',
      '/globals/footer?depth=0',
      '/globals/site-settings?depth=1',
    ])
    expect(shell.footer).toEqual({ path: '/globals/footer?depth=0' })
  })

  it('reads their drafts in preview mode', async () => {
    const { api: preview, get } = api()
    await fetchShell(preview, true)
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/globals/navigation?depth=0&draft=true',
      '/globals/footer?depth=0&draft=true',
      '/globals/site-settings?depth=1&draft=true',
    ])
  })
})

describe('shouldRevalidateShell', () => {
  const args = (current: string, next: string, formMethod?: 'GET' | 'POST') => ({
    currentUrl: new URL(current, 'http://site.test'),
    nextUrl: new URL(next, 'http://site.test'),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  })

  it('keeps the globals on page changes, filter changes and GET forms', () => {
    expect(shouldRevalidateShell(args('/', '/about'))).toBe(false)
    expect(shouldRevalidateShell(args('/blog', '/blog?category=Finance'))).toBe(false)
    expect(shouldRevalidateShell(args('/faqs?q=a', '/faqs?q=ab', 'GET'))).toBe(false)
  })

  it('reloads them after a submission or an explicit revalidation', () => {
    expect(shouldRevalidateShell(args('/contact', '/contact', 'POST'))).toBe(true)
    expect(shouldRevalidateShell(args('/about', '/about'))).toBe(true)
    expect(shouldRevalidateShell({ ...args('/contact', '/contact', 'POST'), defaultShouldRevalidate: false })).toBe(
      false,
    )
  })

  it('stops the layout loader from running again on client navigations', async () => {
    const layoutLoader = vi.fn(() => ({ navigation: 'nav' }))
    const pageLoader = vi.fn(() => null)
    const router = createMemoryRouter(
      [
        {
          id: 'layout',
          path: '/',
          loader: layoutLoader,
          shouldRevalidate: shouldRevalidateShell,
          children: [{ path: '*', loader: pageLoader }],
        },
      ],
      { initialEntries: ['/blog'] },
    )
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    await router.navigate('/blog?category=Finance')
    await router.navigate('/about')
    expect(pageLoader).toHaveBeenCalledTimes(3)
    expect(layoutLoader).toHaveBeenCalledTimes(1)
    await router.revalidate()
    expect(layoutLoader).toHaveBeenCalledTimes(2)
    router.dispose()
  })
})
