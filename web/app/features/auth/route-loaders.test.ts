import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import type { ApiUser } from '@shared/contract-types'
import { getQueryClient } from '~/lib/query-client'
import { SESSION_KEY, sessionStore } from '~/lib/session'

import { api, detail, http, json, makeUser, server, setupPortalServer } from '../../../test/portal'
import { portalLoader, requireAccess, revalidateOnNewPath, signedOutLoader } from './route-loaders'

setupPortalServer()

const person = (role: ApiUser['role']) => makeUser({ id: 7, role })

/** A token left by an earlier visit, which the loaders must confirm with /api/auth/me. */
function storedSession(user: ApiUser) {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'stored', user }))
  sessionStore.reload()
}

/** The redirect a loader threw, as its target. */
async function redirectedTo(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run()
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown.headers.get('Location')
  }
}

describe('requireAccess', () => {
  it('sends a visitor without a session to the login page without asking the server', async () => {
    expect(await redirectedTo(() => requireAccess(new QueryClient(), 'user'))).toBe('/portal/login')
  })

  it('confirms a stored token once, then answers from the cache', async () => {
    let calls = 0
    server.use(http.get(api('/auth/me'), () => (calls++, json(person('admin')))))
    storedSession(person('user'))
    const queryClient = new QueryClient()
    expect(await requireAccess(queryClient, 'admin')).toEqual(person('admin'))
    expect(await requireAccess(queryClient, 'user')).toEqual(person('admin'))
    expect(calls).toBe(1)
    expect(sessionStore.getSnapshot()).toMatchObject({ checked: true, user: person('admin') })
  })

  it('ends the session and sends to the login page when /api/auth/me refuses the token', async () => {
    server.use(http.get(api('/auth/me'), () => detail('Expired', 401)))
    storedSession(person('admin'))
    expect(await redirectedTo(() => requireAccess(new QueryClient(), 'user'))).toBe('/portal/login')
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('sends a signed-in user without the role to the dashboard', async () => {
    sessionStore.signIn('fresh', person('user'))
    expect(await redirectedTo(() => requireAccess(new QueryClient(), 'admin'))).toBe('/portal/dashboard')
  })
})

describe('portalLoader', () => {
  it('prefetches the screen’s queries into the shared client before the route renders', async () => {
    sessionStore.signIn('fresh', person('admin'))
    const loader = portalLoader('admin', (queryClient) =>
      queryClient.ensureQueryData({ queryKey: ['things'], queryFn: async () => ['a thing'] }),
    )
    expect(loader.hydrate).toBe(true)
    await loader()
    expect(getQueryClient().getQueryData(['things'])).toEqual(['a thing'])
  })

  it('leaves a failed prefetch to the screen instead of failing the route', async () => {
    sessionStore.signIn('fresh', person('admin'))
    const loader = portalLoader('admin', (queryClient) =>
      queryClient.ensureQueryData({ queryKey: ['things'], queryFn: () => Promise.reject(new Error('down')) }),
    )
    await expect(loader()).resolves.toBeNull()
  })

  it('does not prefetch for a visitor it redirects', async () => {
    let prefetched = false
    const loader = portalLoader('admin', async () => (prefetched = true))
    expect(await redirectedTo(loader)).toBe('/portal/login')
    expect(prefetched).toBe(false)
  })
})

describe('signedOutLoader', () => {
  it('shows the login page to a visitor without a session', async () => {
    await expect(signedOutLoader()).resolves.toBeNull()
  })
  it('sends a signed-in user to the dashboard', async () => {
    sessionStore.signIn('fresh', person('user'))
    expect(await redirectedTo(signedOutLoader)).toBe('/portal/dashboard')
  })
})

describe('revalidateOnNewPath', () => {
  const args = (from: string, to: string) =>
    ({
      currentUrl: new URL(from, 'http://x'),
      nextUrl: new URL(to, 'http://x'),
      defaultShouldRevalidate: true,
    }) as Parameters<typeof revalidateOnNewPath>[0]
  it('skips the loaders when only the query changes, and runs them on another page', () => {
    expect(revalidateOnNewPath(args('/portal/admin/leads', '/portal/admin/leads?q=acme'))).toBe(false)
    expect(revalidateOnNewPath(args('/portal/admin/leads', '/portal/dashboard'))).toBe(true)
  })
})
