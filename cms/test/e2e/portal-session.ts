import type { Page } from 'playwright-core'
import { inject } from 'vitest'

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
