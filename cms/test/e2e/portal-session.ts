import type { Page } from 'playwright-core'
import { inject } from 'vitest'

import type { LoginResponse } from '../../src/shared/contract-types'

const baseUrl = inject('baseUrl')

/** Signs in through /portal/login, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/portal/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${baseUrl}/portal/dashboard`)
}

/** The contract over HTTP with the bearer token `token()` gives at call time (set once signed in). */
export function contractApi(token: () => string) {
  return async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token()}`, ...init.headers },
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as T }
  }
}

/** A bearer token for the contract, from signing in over HTTP. */
export async function accessToken(credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!res.ok) throw new Error(`Signing in answered ${res.status}`)
  return ((await res.json()) as LoginResponse).access_token
}
