import { expect } from 'vitest'

import type { As, TestServer } from './harness'

export const EVERYONE: As[] = ['anonymous', 'user', 'admin', 'super_admin', 'inactive']
export const STAFF: As[] = ['admin', 'super_admin']

/** What an outsider gets from an admin-only call: 401 without a session, 403 otherwise. */
export const REFUSAL: Record<'anonymous' | 'user' | 'inactive', number> = { anonymous: 401, user: 403, inactive: 403 }

/** Asserts the status and a `{ detail }` body (optionally its exact text), and returns the body. */
export async function expectProblem(res: Response, status: number, detail?: string | RegExp) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  const body = JSON.parse(text)
  expect(typeof body.detail).toBe('string')
  expect(body.detail.length).toBeGreaterThan(0)
  if (typeof detail === 'string') expect(body.detail).toBe(detail)
  else if (detail) expect(body.detail).toMatch(detail)
  return body as { detail: string; errors?: Record<string, string> }
}

export async function expectJson<T = any>(res: Response, status = 200): Promise<T> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  expectNoSecrets(text)
  return JSON.parse(text)
}

/** No password, hash, salt or session list in any response. */
export function expectNoSecrets(text: string) {
  expect(text).not.toMatch(/"(password|hash|salt|sessions|resetPasswordToken)"\s*:/)
}

/** Checks that every outsider is refused an admin-only call, with the right status and a detail. */
export async function expectAdminOnly(t: TestServer, path: string, init: { method?: string; body?: unknown } = {}) {
  for (const as of ['anonymous', 'user', 'inactive'] as const) {
    await expectProblem(await t.request(path, { ...init, as }), REFUSAL[as])
  }
}
