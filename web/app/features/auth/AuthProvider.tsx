import { useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'

import type { ApiUser } from '@shared/contract-types'
import { sessionStore } from '~/lib/session'

import { login as loginRequest, logout as logoutRequest, type Credentials } from './api'

export type Auth = {
  user: ApiUser | null
  login: (credentials: Credentials) => Promise<ApiUser>
  logout: () => void
}

const AuthContext = createContext<Auth | null>(null)

/**
 * The session of SPEC §4 for the components below it (the route loaders confirm a stored token
 * before anything renders). Signing out (or a 401 anywhere) also drops every cached query, so the
 * next person to sign in never sees the last one's data.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot)
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!session.token) queryClient.clear()
  }, [session.token, queryClient])

  const login = useCallback(async (credentials: Credentials) => {
    const { access_token, user } = await loginRequest(credentials)
    sessionStore.signIn(access_token, user)
    return user
  }, [])

  const logout = useCallback(() => {
    const token = sessionStore.getToken()
    // Signed out here at once; the server also ends the session, so a copied token stops working.
    sessionStore.signOut()
    if (token) logoutRequest(token).catch(() => {})
  }, [])

  const value = useMemo<Auth>(() => ({ user: session.user, login, logout }), [session.user, login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth must be used within AuthProvider')
  return auth
}
