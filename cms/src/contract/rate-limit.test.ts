import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { HttpError } from './http'
import { assertWithinLimit, consume, getLimit, recordHit, setRateLimit } from './rate-limit'

const from = (ip: string) => ({ headers: new Headers({ 'x-client-ip': ip }) }) as PayloadRequest

afterEach(() => {
  setRateLimit('contact', undefined)
  delete process.env.RATE_LIMIT_CONTACT_MAX
})

describe('rate limits', () => {
  it('allow max requests per window per client, then refuse with Retry-After', () => {
    setRateLimit('contact', { max: 2, windowMs: 60_000 })
    consume('contact', from('a'), 0)
    consume('contact', from('a'), 1_000)
    let error: unknown
    try {
      consume('contact', from('a'), 2_000)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(429)
    expect((error as HttpError).headers?.['Retry-After']).toBe('58')
  })

  it('count each client separately', () => {
    setRateLimit('contact', { max: 1, windowMs: 60_000 })
    consume('contact', from('a'), 0)
    expect(() => consume('contact', from('b'), 0)).not.toThrow()
  })

  it('forget hits once the window has passed', () => {
    setRateLimit('contact', { max: 1, windowMs: 60_000 })
    recordHit('contact', from('a'), 0)
    expect(() => assertWithinLimit('contact', from('a'), 30_000)).toThrow(HttpError)
    expect(() => assertWithinLimit('contact', from('a'), 60_001)).not.toThrow()
  })

  it('take a maximum from the environment, but an explicit setting wins', () => {
    process.env.RATE_LIMIT_CONTACT_MAX = '50'
    expect(getLimit('contact').max).toBe(50)
    setRateLimit('contact', { max: 3, windowMs: 1_000 })
    expect(getLimit('contact').max).toBe(3)
  })

  it('ignore a nonsensical environment value', () => {
    process.env.RATE_LIMIT_CONTACT_MAX = 'lots'
    expect(getLimit('contact')).toEqual({ max: 5, windowMs: 600_000 })
  })
})
