import { createApi, type Transport } from './api'
import { sessionStore } from './session'

/**
 * The API client of the portal: the one client of lib/api.ts with the session's bearer token.
 * A 401 on any call made with a token means the session is over, so it signs out.
 */
const signOutOnUnauthorized: Transport = async (path, init) => {
  const response = await fetch(path, init)
  const sentToken = new Headers(init.headers).has('Authorization')
  if (response.status === 401 && sentToken) sessionStore.signOut()
  return response
}

export const portalApi = createApi(signOutOnUnauthorized, sessionStore.getToken)
