import { z } from 'zod'

/** What the site's beacon sends for one page shown: its path, the page it came from and its query. */
export const viewBeaconSchema = z.object({
  path: z.string().max(300),
  referrer: z.string().max(1000).optional().default(''),
  search: z.string().max(2000).optional().default(''),
})

export type View = { path: string; referrer: string; campaign: string }

/** Crawlers, link previews, monitors and headless browsers: never counted. */
const BOT = /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless|python|curl|wget|httpclient|java\//i

/** Staff screens and the API are not pages of the site. */
const NOT_A_PAGE = /^\/(api|admin|portal|_next|assets|media)(\/|$)/i

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export const optedOut = (headers: Headers): boolean => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

export const isBot = (headers: Headers): boolean => {
  const agent = headers.get('user-agent') ?? ''
  return agent === '' || BOT.test(agent)
}

/** The referring site's host, "" for a direct visit or a page of this site. */
export function referrerDomain(referrer: string, ownHost: string): string {
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
    return host === ownHost.toLowerCase().replace(/^www\./, '') ? '' : host.slice(0, 200)
  } catch {
    return ''
  }
}

/**
 * One page view as counted, or null when it is not counted (opted out, a bot, not a page). Keeps no
 * address and no identifier: the path, the referring site and the campaign tag only.
 */
export function countableView(body: z.output<typeof viewBeaconSchema>, headers: Headers, ownHost: string): View | null {
  if (optedOut(headers) || isBot(headers)) return null
  const path = body.path.split(/[?#]/)[0]
  if (!path.startsWith('/') || path.startsWith('//') || NOT_A_PAGE.test(path)) return null
  const campaign = (new URLSearchParams(body.search).get('utm_campaign') ?? '').trim().slice(0, 200)
  return { path: path.slice(0, 300), referrer: referrerDomain(body.referrer, ownHost), campaign }
}
