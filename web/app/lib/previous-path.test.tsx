import { act, render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import {
  previousPath,
  previousPathOnArrival,
  referringPath,
  sameOriginPath,
  useTrackPreviousPath,
} from './previous-path'

const origin = 'http://site.test'
const arrive = (pathname: string, current: string | null, previous: string | null, fullLoad: boolean, referrer = '') =>
  previousPathOnArrival({ pathname, stored: { current, previous }, fullLoad, referrer, origin })

describe('previousPathOnArrival', () => {
  it('is the last page shown on an in-app navigation', () => {
    expect(arrive('/contact', '/blog/month-end', null, false)).toBe('/blog/month-end')
    expect(arrive('/contact', '/blog/month-end', '/blog', false)).toBe('/blog/month-end')
  })

  it('keeps what was recorded when the same path shows again (a reload or a query change)', () => {
    expect(arrive('/contact', '/contact', '/faqs', true, 'https://www.google.com/')).toBe('/faqs')
    expect(arrive('/contact', '/contact', '/faqs', false)).toBe('/faqs')
  })

  it('uses a same-origin referrer on a full page load, and nothing from another site', () => {
    expect(arrive('/contact', '/about', '/', true, `${origin}/service-hours?term=12`)).toBe('/service-hours')
    expect(arrive('/contact', '/about', '/', true, 'https://www.google.com/search?q=sap')).toBeNull()
    expect(arrive('/contact', null, null, true, '')).toBeNull()
    expect(arrive('/contact', null, null, true, `${origin}/contact`)).toBeNull()
  })

  it('ignores paths too long for a lead source', () => {
    expect(arrive('/contact', `/${'x'.repeat(300)}`, null, false)).toBeNull()
  })

  it('reads a referrer only when it is a URL of this site', () => {
    expect(sameOriginPath(`${origin}/faqs#billing`, origin)).toBe('/faqs')
    expect(sameOriginPath('not a url', origin)).toBeNull()
  })
})

describe('useTrackPreviousPath', () => {
  afterEach(() => sessionStorage.clear())

  function Root() {
    useTrackPreviousPath()
    return <Outlet />
  }

  it('records the page before the current one as the visitor moves around the site', async () => {
    const router = createMemoryRouter(
      [{ path: '/', Component: Root, children: [{ path: '*', Component: () => null }] }],
      {
        initialEntries: ['/blog'],
      },
    )
    render(<RouterProvider router={router} />)
    expect(previousPath()).toBeNull()
    await act(() => router.navigate('/blog/month-end'))
    expect(previousPath()).toBe('/blog')
    await act(() => router.navigate('/contact'))
    expect(previousPath()).toBe('/blog/month-end')
    await act(() => router.navigate('/contact?topic=Support'))
    expect(previousPath()).toBe('/blog/month-end')
    expect(referringPath(null)).toBe('/blog/month-end')
    expect(referringPath({ from: '/faqs' })).toBe('/faqs')
    expect(referringPath({ from: 'https://elsewhere.example/' })).toBe('/blog/month-end')
  })
})
