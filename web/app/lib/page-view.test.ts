import { describe, expect, it } from 'vitest'

import { sendPageView, VIEW_BEACON_PATH } from './page-view'

const browser = (extra: { doNotTrack?: string | null; globalPrivacyControl?: boolean } = {}) => {
  const sent: { url: string; body: Blob }[] = []
  return {
    sent,
    nav: {
      doNotTrack: extra.doNotTrack ?? null,
      globalPrivacyControl: extra.globalPrivacyControl,
      sendBeacon: (url: string | URL, body?: BodyInit | null) => {
        sent.push({ url: String(url), body: body as Blob })
        return true
      },
    },
  }
}

// jsdom's Blob has no text(): read it as a browser would.
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

describe('sendPageView', () => {
  it('sends the path, query and referrer as JSON', async () => {
    const { nav, sent } = browser()
    expect(
      sendPageView({ pathname: '/cloud-hosting', search: '?utm_campaign=aws' }, 'https://www.linkedin.com/', nav),
    ).toBe(true)
    expect(sent[0].url).toBe(VIEW_BEACON_PATH)
    expect(sent[0].body.type).toBe('application/json')
    expect(JSON.parse(await readBlob(sent[0].body))).toEqual({
      path: '/cloud-hosting',
      search: '?utm_campaign=aws',
      referrer: 'https://www.linkedin.com/',
    })
  })

  it('sends nothing when the browser asks not to be tracked', () => {
    for (const settings of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { nav, sent } = browser(settings)
      expect(sendPageView({ pathname: '/', search: '' }, '', nav)).toBe(false)
      expect(sent).toEqual([])
    }
  })
})
