import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { HttpError } from './http'
import {
  assertWithinLimit,
  clientKey,
  consume,
  envName,
  forgetHits,
  getLimit,
  recordHit,
  resetRateLimits,
  rewardHit,
  setRateLimit,
} from './rate-limit'

const from = (ip: string) => ({ headers: new Headers({ 'x-client-ip': ip }) }) as PayloadRequest

afterEach(async () => {
  await setRateLimit('contact', undefined)
  delete process.env.RATE_LIMIT_CONTACT_MAX
})

describe('rate limits', () => {
  it('allow max requests per window per client, then refuse with Retry-After', async () => {
    await setRateLimit('contact', { max: 2, windowMs: 60_000 })
    await consume('contact', from('a'))
    await consume('contact', from('a'))
    const error = await consume('contact', from('a')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(429)
    expect(Number((error as HttpError).headers?.['Retry-After'])).toBeGreaterThan(55)
    expect(Number((error as HttpError).headers?.['Retry-After'])).toBeLessThanOrEqual(60)
  })

  it('count each client separately', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 })
    await consume('contact', from('a'))
    await expect(consume('contact', from('b'))).resolves.toBeUndefined()
  })

  it('forget hits once the window has passed', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 1_000 })
    await recordHit('contact', from('a'))
    await expect(assertWithinLimit('contact', from('a'))).rejects.toBeInstanceOf(HttpError)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await expect(assertWithinLimit('contact', from('a'))).resolves.toBeUndefined()
  })

  it('take a maximum from the environment, but an explicit setting wins', async () => {
    process.env.RATE_LIMIT_CONTACT_MAX = '50'
    expect(getLimit('contact').max).toBe(50)
    await setRateLimit('contact', { max: 3, windowMs: 1_000 })
    expect(getLimit('contact').max).toBe(3)
  })

  it('name the environment variable after the limit', () => {
    expect(envName('login-account')).toBe('RATE_LIMIT_LOGIN_ACCOUNT_MAX')
    expect(envName('access-request')).toBe('RATE_LIMIT_ACCESS_REQUEST_MAX')
  })
  it('refuse a nonsensical environment value, naming it', () => {
    process.env.RATE_LIMIT_CONTACT_MAX = 'lots'
    expect(() => getLimit('contact')).toThrow(/RATE_LIMIT_CONTACT_MAX="lots": is not a whole number/)
  })
})

describe('rate limits, more', () => {
  it('refuse with the default message unless the caller names one', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 })
    await consume('contact', from('a'))
    const error = (await consume('contact', from('a')).catch((e: unknown) => e)) as HttpError
    expect(error.detail).toBe('Too many requests. Please wait a few minutes and try again.')
    const named = (await consume('contact', from('a'), undefined, 'Slow down').catch((e: unknown) => e)) as HttpError
    expect(named.detail).toBe('Slow down')
  })

  it('allow a client below the maximum, refuse it at the maximum', async () => {
    await setRateLimit('contact', { max: 2, windowMs: 60_000 })
    await recordHit('contact', from('a'))
    await expect(assertWithinLimit('contact', from('a'))).resolves.toBeUndefined()
    await recordHit('contact', from('a'))
    await expect(assertWithinLimit('contact', from('a'))).rejects.toBeInstanceOf(HttpError)
  })

  it('keep separate counts per limit name', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 })
    await setRateLimit('access-request', { max: 1, windowMs: 60_000 })
    await consume('contact', from('a'))
    await expect(consume('access-request', from('a'))).resolves.toBeUndefined()
    await setRateLimit('access-request', undefined)
  })

  it('forget every count on reset', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 })
    await consume('contact', from('a'))
    await resetRateLimits()
    await expect(consume('contact', from('a'))).resolves.toBeUndefined()
  })

  it('refuse a zero, negative or fractional maximum from the environment, take a positive whole one', () => {
    for (const value of ['0', '-3', '2.5']) {
      process.env.RATE_LIMIT_CONTACT_MAX = value
      expect(() => getLimit('contact')).toThrow(/RATE_LIMIT_CONTACT_MAX/)
    }
    process.env.RATE_LIMIT_CONTACT_MAX = '1'
    expect(getLimit('contact').max).toBe(1)
  })
})

describe('counting without refusing', () => {
  it('recordHit counts past the maximum without throwing; forgetHits and rewardHit give uses back', async () => {
    await setRateLimit('login', { max: 1, windowMs: 60_000 })
    await recordHit('login', from('a'))
    await expect(recordHit('login', from('a'))).resolves.toBeUndefined()
    await expect(assertWithinLimit('login', from('a'))).rejects.toBeInstanceOf(HttpError)
    await forgetHits('login', from('a'))
    await expect(assertWithinLimit('login', from('a'))).resolves.toBeUndefined()
    await recordHit('login', from('a'))
    await rewardHit('login', from('a'))
    await expect(assertWithinLimit('login', from('a'))).resolves.toBeUndefined()
    await setRateLimit('login', undefined)
  })

  it('counts requests without a client address under one shared key', async () => {
    expect(clientKey({ headers: new Headers() })).toBe('unknown')
    expect(clientKey(from('10.1.2.3'))).toBe('10.1.2.3')
  })
})
