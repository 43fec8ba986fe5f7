import { SignJWT } from 'jose'
import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { HttpError } from './http'
import { INACTIVE, isSuperAdmin, requireAdmin, requireUser } from './session'

const SECRET = 'test-secret'
const accounts: Record<string, object> = {
  '1': { id: 1, is_active: true },
  '4': { id: 4, is_active: false },
}

const sign = (claims: object, secret = SECRET) =>
  new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret))

/** A request as Payload hands it to an endpoint: the resolved user, the headers, the payload instance. */
function request(user?: object, authorization?: string) {
  const findByID = vi.fn(async ({ id }: { id: number | string }) => accounts[String(id)] ?? null)
  const headers = new Headers(authorization ? { authorization } : {})
  return { req: { user, headers, payload: { secret: SECRET, findByID } } as unknown as PayloadRequest, findByID }
}

/** The refusal a check throws, as the `{ status, detail }` the caller sees. */
async function refusal(check: Promise<unknown>) {
  const error = await check.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return { status: (error as HttpError).status, detail: (error as HttpError).detail }
}

const SIGN_IN = { status: 401, detail: 'Please sign in to continue.' }
const REFUSED_INACTIVE = { status: 403, detail: INACTIVE }

describe('requireUser', () => {
  it('returns the active portal user', async () => {
    const user = { collection: 'users', id: 1, role: 'user', is_active: true }
    expect(await requireUser(request(user).req)).toBe(user)
  })

  it('401 without a user, or with an account of another collection', async () => {
    expect(await refusal(requireUser(request().req))).toEqual(SIGN_IN)
    expect(await refusal(requireUser(request({ collection: 'customers', id: 1, is_active: true }).req))).toEqual(
      SIGN_IN,
    )
  })

  it('403 for an inactive user Payload still resolved', async () => {
    const user = { collection: 'users', id: 4, role: 'admin', is_active: false }
    expect(await refusal(requireUser(request(user).req))).toEqual(REFUSED_INACTIVE)
  })

  it('403, not 401, for a genuine token of an account deactivated since, as Bearer or JWT', async () => {
    for (const scheme of ['Bearer', 'JWT', 'bearer', 'Bearer ']) {
      const { req, findByID } = request(undefined, `${scheme} ${await sign({ collection: 'users', id: 4 })}`)
      expect(await refusal(requireUser(req))).toEqual(REFUSED_INACTIVE)
      expect(findByID).toHaveBeenCalledWith(
        expect.objectContaining({ collection: 'users', id: 4, overrideAccess: true }),
      )
    }
    const stringId = request(undefined, `Bearer ${await sign({ collection: 'users', id: '4' })}`)
    expect(await refusal(requireUser(stringId.req))).toEqual(REFUSED_INACTIVE)
  })

  it('401 for every other token: forged, of another collection, without an id, of an active or unknown account', async () => {
    const tokens = [
      await sign({ collection: 'users', id: 4 }, 'another-secret'),
      await sign({ collection: 'customers', id: 4 }),
      await sign({ collection: 'users' }),
      await sign({ collection: 'users', id: { $ne: null } }),
      await sign({ collection: 'users', id: [4] }),
      await sign({ collection: 'users', id: 1 }),
      await sign({ collection: 'users', id: 99 }),
    ]
    for (const token of tokens) {
      expect(await refusal(requireUser(request(undefined, `Bearer ${token}`).req))).toEqual(SIGN_IN)
    }
    const token = await sign({ collection: 'users', id: 4 })
    for (const header of [`Basic ${token}`, `Bearer ${token} extra`, `xBearer ${token}`, 'Bearer ']) {
      const { req, findByID } = request(undefined, header)
      expect(await refusal(requireUser(req))).toEqual(SIGN_IN)
      expect(findByID).not.toHaveBeenCalled()
    }
  })
})

describe('requireAdmin', () => {
  it('returns an active admin or super_admin', async () => {
    for (const role of ['admin', 'super_admin']) {
      const user = { collection: 'users', id: 2, role, is_active: true }
      expect(await requireAdmin(request(user).req)).toBe(user)
    }
  })

  it('403 for a plain user, 401 signed out', async () => {
    const user = { collection: 'users', id: 3, role: 'user', is_active: true }
    expect(await refusal(requireAdmin(request(user).req))).toEqual({
      status: 403,
      detail: 'This needs an admin account.',
    })
    expect(await refusal(requireAdmin(request().req))).toEqual(SIGN_IN)
  })
})

it('isSuperAdmin: only an active super_admin', () => {
  expect(isSuperAdmin({ id: 1, role: 'super_admin', is_active: true } as never)).toBe(true)
  expect(isSuperAdmin({ id: 2, role: 'admin', is_active: true } as never)).toBe(false)
  expect(isSuperAdmin({ id: 1, role: 'super_admin', is_active: false } as never)).toBe(false)
})
