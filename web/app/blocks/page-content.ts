import type { ApiAward, ApiStat } from '@shared/contract-types'
import type { SiteSetting } from '@shared/payload-types'

import type { Api } from '~/lib/api'
import { orFallback } from '~/lib/fallback'
import { globalQuery } from '~/lib/preview'

import type { PageBlock, PageContent } from './block-data'
import { contentNeeds } from './registry'

// A failed content call leaves its list empty (SPEC §8); the API client has already logged it.

/** Fetches, on the server, only the content the page's blocks use (the settings' draft in preview mode). */
export async function loadPageContent(
  api: Api,
  blocks: PageBlock[] | null | undefined,
  path: string,
  preview = false,
): Promise<PageContent> {
  const needs = contentNeeds(blocks ?? [])
  const [awards, stats, settings] = await Promise.all([
    needs.awards
      ? orFallback(
          api.get<{ awards: ApiAward[] }>('/content/awards').then((r) => r.awards),
          [],
        )
      : [],
    needs.stats
      ? orFallback(
          api.get<{ stats: ApiStat[] }>('/content/stats').then((r) => r.stats),
          [],
        )
      : [],
    needs.settings ? orFallback(api.get<SiteSetting>(`/globals/site-settings?${globalQuery(preview, 1)}`), null) : null,
  ])
  return { path, awards, stats, settings }
}
