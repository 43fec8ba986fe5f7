/** Campaign attribution of a visit: the UTM tags and path of its first page, kept for the visit. */
export type Attribution = { utm_source: string; utm_medium: string; utm_campaign: string; landing_page: string }

const KEY = 'b1.attribution'

type Store = Pick<Storage, 'getItem' | 'setItem'>

const session = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // storage blocked by the browser's privacy settings
  }
}

/** Keeps the first page of the visit; later pages (and their tags) never overwrite it. */
export function captureAttribution(
  url: { pathname: string; search: string },
  store: Store | undefined = session(),
): void {
  if (!store || store.getItem(KEY)) return
  const params = new URLSearchParams(url.search)
  const value: Attribution = {
    utm_source: params.get('utm_source')?.slice(0, 200) ?? '',
    utm_medium: params.get('utm_medium')?.slice(0, 200) ?? '',
    utm_campaign: params.get('utm_campaign')?.slice(0, 200) ?? '',
    landing_page: `${url.pathname}${url.search}`.slice(0, 500),
  }
  store.setItem(KEY, JSON.stringify(value))
}

/** The fields every enquiry sends; empty when nothing was captured. */
export function readAttribution(store: Store | undefined = session()): Partial<Attribution> {
  try {
    const value = JSON.parse(store?.getItem(KEY) ?? 'null') as Attribution | null
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}
