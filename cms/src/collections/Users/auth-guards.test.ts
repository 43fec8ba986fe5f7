import { AuthenticationError, ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { PASSWORD_TOO_SHORT } from '../../shared/schemas'
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  enforcePasswordPolicy,
  forgiveSuccessfulLogin,
  guardLogin,
  stopPasswordCheck,
} from './auth-guards'

const PASSWORD = 'the-right-password'
const me = { collection: 'users', id: 7, email: 'Me@Test.Example' }

type Login = { collection: string; data: { email: string; password: string }; context: Record<string, unknown> }

/**
 * A server-side request (no client address, so no throttle) whose Local API login behaves as
 * Payload's does for these hooks: an unknown e-mail or a wrong password is an AuthenticationError,
 * else the beforeLogin hooks run with the call's context.
 */
function serverReq(user: object | null = me, accounts = 1) {
  const logins: Login[] = []
  const counted: unknown[] = []
  const payload = {
    login: async (call: Login) => {
      logins.push(call)
      if (call.data.email !== me.email || call.data.password !== PASSWORD) throw new AuthenticationError()
      await stopPasswordCheck({ context: call.context } as never)
      return { user: me, token: 'signed' }
    },
    db: {
      count: async (args: unknown) => {
        counted.push(args)
        return { totalDocs: accounts }
      },
    },
  }
  const req = { user, payload, headers: new Headers(), context: {} } as unknown as PayloadRequest
  return { req, logins, counted }
}

const policy = (operation: string, data: object | undefined, req: PayloadRequest, id: unknown = me.id) =>
  enforcePasswordPolicy({ args: { id, data }, operation, req } as never) as Promise<{ data?: object }>

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors[0]
}

describe('enforcePasswordPolicy', () => {
  it('refuses a short or non-text password on create, update and reset', async () => {
    for (const operation of ['create', 'update', 'resetPassword']) {
      for (const password of ['short', 'x'.repeat(9), 123456789012]) {
        expect(await refusal(policy(operation, { password }, serverReq(null).req))).toEqual({
          path: 'password',
          message: PASSWORD_TOO_SHORT,
        })
      }
    }
  })

  it('takes a password of exactly the minimum, and leaves other operations alone', async () => {
    const data = { password: 'x'.repeat(10) }
    expect((await policy('create', data, serverReq(null).req)).data).toBe(data)
    const login = { args: { data: { password: 'x' } }, operation: 'login', req: serverReq().req }
    expect(await enforcePasswordPolicy(login as never)).toBe(login.args)
    expect(await enforcePasswordPolicy({ args: {}, operation: 'create', req: serverReq().req } as never)).toEqual({})
  })

  it('asks a signed-in user for the current password to change their own password or e-mail', async () => {
    const { req, logins } = serverReq()
    for (const data of [
      { password: 'a-new-long-password' },
      { email: 'new@test.example' },
      { email: 'new@test.example', currentPassword: '' },
      { email: 'new@test.example', currentPassword: 42 },
    ])
      expect(await refusal(policy('update', data, req))).toEqual({
        path: 'currentPassword',
        message: CURRENT_PASSWORD_REQUIRED,
      })
    expect(logins).toEqual([])
  })

  it('refuses a wrong current password', async () => {
    const { req, logins } = serverReq()
    expect(await refusal(policy('update', { email: 'new@test.example', currentPassword: 'wrong' }, req))).toEqual({
      path: 'currentPassword',
      message: CURRENT_PASSWORD_WRONG,
    })
    expect(logins).toHaveLength(1)
  })

  it('checks the current password with a login that only confirms it, then drops it from the data', async () => {
    const { req, logins } = serverReq()
    const args = { id: String(me.id), data: { password: 'a-new-long-password', currentPassword: PASSWORD }, other: 1 }
    const result = await enforcePasswordPolicy({ args, operation: 'update', req } as never)
    expect(result).toEqual({ id: String(me.id), data: { password: 'a-new-long-password' }, other: 1 })
    expect(logins).toEqual([
      { collection: 'users', data: { email: me.email, password: PASSWORD }, context: { passwordCheckOnly: true } },
    ])
  })

  it('asks nothing for other changes, the same e-mail however written, or someone else’s account', async () => {
    const { req, logins } = serverReq()
    const unchanged = [{ first_name: 'Renamed' }, { email: ' me@test.example ' }, { email: 42 }]
    for (const data of unchanged) expect((await policy('update', data, req)).data).toBe(data)
    const other = { password: 'a-new-long-password' }
    expect((await policy('update', other, req, 8)).data).toBe(other)
    const noId = { data: other }
    expect(await enforcePasswordPolicy({ args: noId, operation: 'update', req } as never)).toBe(noId)
    expect((await policy('update', other, serverReq(null).req)).data).toBe(other)
    expect((await policy('update', other, serverReq({ ...me, collection: 'customers' }).req)).data).toBe(other)
    expect((await policy('create', other, req)).data).toBe(other)
    expect(logins).toEqual([])
  })

  it('asks for it in a bulk update whose query matches the caller, and only then', async () => {
    const { req, logins } = serverReq()
    const queries: unknown[] = []
    let matches = 1
    Object.assign(req.payload, {
      count: async (args: unknown) => {
        queries.push(args)
        return { totalDocs: matches }
      },
    })
    const where = { email: { like: 'me@' } }
    const bulk = (data: object) =>
      enforcePasswordPolicy({ args: { where, data }, operation: 'update', req } as never) as Promise<{ data?: object }>
    expect(await refusal(bulk({ email: 'new@test.example' }))).toEqual({
      path: 'currentPassword',
      message: CURRENT_PASSWORD_REQUIRED,
    })
    expect(queries).toEqual([
      { collection: 'users', where: { and: [where, { id: { equals: me.id } }] }, overrideAccess: false, req },
    ])
    const confirmed = await bulk({ password: 'a-new-long-password', currentPassword: PASSWORD })
    expect(confirmed).toEqual({ where, data: { password: 'a-new-long-password' } })
    expect(logins).toHaveLength(1)
    matches = 0
    const others = { password: 'a-new-long-password' }
    expect((await bulk(others)).data).toBe(others)
    const renamed = { first_name: 'Renamed' }
    const asked = queries.length
    expect((await bulk(renamed)).data).toBe(renamed)
    expect(queries).toHaveLength(asked)
  })

  it('a login that goes through all the way is an error, not a confirmation', async () => {
    const { req } = serverReq()
    req.payload.login = (async () => ({ user: me, token: 'signed' })) as never
    await expect(policy('update', { password: 'a-new-long-password', currentPassword: PASSWORD }, req)).rejects.toThrow(
      /stopPasswordCheck must be the first beforeLogin hook/,
    )
  })

  it('passes on errors other than a refused password', async () => {
    const { req } = serverReq()
    req.payload.login = (async () => {
      throw new Error('database down')
    }) as never
    await expect(policy('update', { password: 'a-new-long-password', currentPassword: PASSWORD }, req)).rejects.toThrow(
      'database down',
    )
  })
})

describe('stopPasswordCheck', () => {
  it('ends only the logins marked as a password check', () => {
    expect(() => stopPasswordCheck({ context: { passwordCheckOnly: true } } as never)).toThrow()
    expect(stopPasswordCheck({ context: {} } as never)).toBeUndefined()
  })
})

describe('guardLogin and forgiveSuccessfulLogin on the server’s own calls', () => {
  it('counts nothing and spends no hash for a known account', async () => {
    const { req, counted } = serverReq(null)
    const args = { data: { email: ' Me@Test.Example ', password: PASSWORD } }
    expect(await guardLogin({ args, operation: 'login', req } as never)).toBe(args)
    expect(counted).toEqual([{ collection: 'users', req, where: { email: { equals: 'me@test.example' } } }])
  })

  it('spends one password hash on an unknown account, so the refusal takes as long', async () => {
    const { req } = serverReq(null, 0)
    const args = { data: { email: 'nobody@test.example', password: PASSWORD } }
    const started = performance.now()
    expect(await guardLogin({ args, operation: 'login', req } as never)).toBe(args)
    expect(performance.now() - started).toBeGreaterThan(20)
  })

  it('looks nothing up without an e-mail or a password, or for other operations', async () => {
    const { req, counted } = serverReq(null, 0)
    for (const data of [{ password: PASSWORD }, { email: 'a@test.example' }, { email: 5, password: PASSWORD }])
      await guardLogin({ args: { data }, operation: 'login', req } as never)
    await guardLogin({ args: {}, operation: 'login', req } as never)
    await guardLogin({
      args: { data: { email: 'a@test.example', password: PASSWORD } },
      operation: 'create',
      req,
    } as never)
    expect(counted).toEqual([])
  })

  it('a successful sign-in of the server’s own is handed back as it is', async () => {
    const { req } = serverReq(null)
    expect(await forgiveSuccessfulLogin({ req, user: me } as never)).toBe(me)
  })
})
