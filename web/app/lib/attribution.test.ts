import { describe, expect, it } from 'vitest'

import { captureAttribution, readAttribution } from './attribution'

const memory = () => {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('attribution', () => {
  it('keeps the tags and path of the first page of the visit only', () => {
    const store = memory()
    captureAttribution(
      { pathname: '/service-hours', search: '?utm_source=news&utm_medium=email&utm_campaign=q1' },
      store,
    )
    captureAttribution({ pathname: '/contact', search: '?utm_source=other' }, store)
    expect(readAttribution(store)).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'q1',
      landing_page: '/service-hours?utm_source=news&utm_medium=email&utm_campaign=q1',
    })
  })

  it('records a visit without tags, and reads nothing when storage is missing or broken', () => {
    const store = memory()
    captureAttribution({ pathname: '/', search: '' }, store)
    expect(readAttribution(store)).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '', landing_page: '/' })
    expect(readAttribution(undefined)).toEqual({})
    const broken = memory()
    broken.setItem('b1.attribution', '{not json')
    expect(readAttribution(broken)).toEqual({})
  })
})
