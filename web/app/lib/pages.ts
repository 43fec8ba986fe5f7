import type { Page } from '@cms/payload-types'

import type { Api } from './api'

/** The `pages` document for a path, or null. Pages are public, so Payload's REST serves them. */
export async function fetchPage(api: Api, path: string): Promise<Page | null> {
  const query = new URLSearchParams({ 'where[path][equals]': path, limit: '1', depth: '1' })
  const { docs } = await api.get<{ docs: Page[] }>(`/pages?${query}`)
  return docs[0] ?? null
}

export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
