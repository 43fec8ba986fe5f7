import type { ApiAccessRequest, ApiUser, LoginResponse } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'

export type Credentials = { email: string; password: string }
export type AccessRequestInput = Pick<ApiAccessRequest, 'first_name' | 'last_name' | 'email' | 'company' | 'reason'>

export const login = (credentials: Credentials) => portalApi.post<LoginResponse>('/auth/login', credentials)

/** Ends the session on the server, so the token stops working even if a copy of it survives. */
export const logout = (token: string) => portalApi.post<{ success: true }>('/auth/logout', undefined, { token })

export const fetchCurrentUser = (token: string) => portalApi.get<ApiUser>('/auth/me', { token })

/** The public "Request access" form of the login page. */
export const requestAccess = (input: AccessRequestInput) => portalApi.post<unknown>('/portal/access-requests', input)

export type PasswordReset = { token: string; password: string; passwordConfirm: string }

/** Sets a password from the token in an access-approval or forgot-password e-mail. */
export const resetPassword = (input: PasswordReset) => portalApi.post<{ success: true }>('/auth/reset-password', input)

/** "Forgot password?": always answers success; the link goes by e-mail. */
export const forgotPassword = (email: string) => portalApi.post<{ success: true }>('/auth/forgot-password', { email })
