import type { Redirect } from '@shared/payload-types'

import type { Api } from './api'

/** The target of a permanent redirect from `path` (the `redirects` global), or null. */
export async function findRedirect(api: Api, path: string): Promise<string | null> {
  const redirects = await api.get<Redirect>('/globals/redirects?depth=0').catch(() => null)
  return matchRedirect(redirects?.items ?? [], path)
}

export const matchRedirect = (items: ReadonlyArray<{ from: string; to: string }>, path: string): string | null =>
  items.find((item) => item.from === path)?.to ?? null
