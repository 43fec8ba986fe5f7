import type { LandingCheck, LandingTemplate } from '@shared/contract-types'
import type { LandingPage, Page } from '@shared/payload-types'
import { ApiError, type Api } from '~/lib/api'
import { fetchPage } from '~/lib/pages'
import { draftQuery } from '~/lib/preview'

export type LandingBlocks = NonNullable<Page['blocks']>
export type LandingInfo = LandingCheck['landing_page']

export type LandingResult =
  | {
      state: 'active'
      landing: LandingInfo
      template: LandingTemplate
      blocks: LandingBlocks
      /** 'focused' drops the site menu and footer for a logo and a slim legal footer. */
      layout?: LandingPage['layout']
    }
  | { state: 'inactive' | 'not-found' | 'error' }

/** SPEC §8, word for word. */
export const LANDING_MESSAGES = {
  inactive: 'This landing page is currently inactive.',
  'not-found': 'Landing page not found.',
  error: 'Unable to load landing page.',
  unconfigured: 'Landing page template not configured',
} as const

export const SERVICE_HOURS_PATH = '/service-hours'
const GROUP_COMPANIES_SLUG = 'group-companies-sap-business-one-aws'

/** The record's template, else the special slugs of SPEC §9 (group companies, {product}-service-hours). */
export function resolveTemplate(landing: Pick<LandingInfo, 'slug' | 'template'>): LandingTemplate {
  if (landing.template && landing.template !== 'none') return landing.template
  if (landing.slug === GROUP_COMPANIES_SLUG) return 'group-companies'
  if (/^[a-z0-9-]+-service-hours$/.test(landing.slug)) return 'service-hours'
  return 'none'
}

const httpStatus: Record<LandingResult['state'], number> = { active: 200, inactive: 403, 'not-found': 404, error: 503 }
export const landingStatus = (result: LandingResult) => httpStatus[result.state]

async function landingDoc(api: Api, slug: string, preview: boolean): Promise<LandingPage | undefined> {
  const query = new URLSearchParams({ 'where[slug][equals]': slug, limit: '1', depth: '1' })
  const { docs } = await api.get<{ docs: LandingPage[] }>(`/landing-pages?${query}&${draftQuery(preview)}`)
  return docs[0]
}

/**
 * The check call first (403 inactive, 404 unknown), then the blocks to show: the service-hours
 * page's for that template, else the landing page's own.
 */
export async function loadLanding(api: Api, slug: string, preview = false): Promise<LandingResult> {
  let landing: LandingInfo
  try {
    landing = (
      await api.get<LandingCheck>(
        `/portal/landing-pages/${encodeURIComponent(slug)}/check${preview ? '?draft=true' : ''}`,
      )
    ).landing_page
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { state: 'inactive' }
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
    return { state: 'error' }
  }
  const template = resolveTemplate(landing)
  try {
    const doc = await landingDoc(api, landing.slug, preview)
    const blocks =
      template === 'service-hours'
        ? ((await fetchPage(api, SERVICE_HOURS_PATH, preview))?.blocks ?? [])
        : (doc?.blocks ?? [])
    return { state: 'active', landing, template, blocks, layout: doc?.layout ?? 'site' }
  } catch {
    return { state: 'error' }
  }
}
