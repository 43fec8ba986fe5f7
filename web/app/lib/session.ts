/**
 * The portal session (SPEC §4): the token and the user, stored together under one local-storage key,
 * held in a tiny external store so every AuthProvider and the API client read the same state.
 */
import { useSyncExternalStore } from 'react'

import type { ApiUser } from '@shared/contract-types'

export const SESSION_KEY = 'clearpath.portal.session'

export type StoredSession = { token: string; user: ApiUser }
/** `checking` until /api/auth/me has confirmed a stored token (or there was none to confirm). */
export type SessionState = { token: string | null; user: ApiUser | null; checked: boolean }

const isBrowser = () => typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'

function readStored(): StoredSession | null {
  if (!isBrowser()) return null
  try {
    const parsed = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null') as Partial<StoredSession> | null
    return parsed && typeof parsed.token === 'string' && parsed.user ? (parsed as StoredSession) : null
  } catch {
    return null
  }
}

function initialState(): SessionState {
  const stored = readStored()
  return { token: stored?.token ?? null, user: stored?.user ?? null, checked: !stored }
}

let state: SessionState = initialState()
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  listeners.forEach((listener) => listener())
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => state,
  getToken: () => state.token,

  /** A fresh login: the server just vouched for this user. */
  signIn(token: string, user: ApiUser) {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token, user } satisfies StoredSession))
    set({ token, user, checked: true })
  },
  /** /api/auth/me confirmed the stored token; keep the fresher user. */
  confirm(user: ApiUser) {
    if (!state.token) return
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: state.token, user } satisfies StoredSession))
    set({ ...state, user, checked: true })
  },
  signOut() {
    if (isBrowser()) window.localStorage.removeItem(SESSION_KEY)
    set({ token: null, user: null, checked: true })
  },
  /** Re-read local storage (tests, and another tab signing out). */
  reload() {
    set(initialState())
  },
}

/** The signed-in user, for screens below the portal's AuthProvider that only need to know who it is. */
export const useSessionUser = (): ApiUser | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot).user
