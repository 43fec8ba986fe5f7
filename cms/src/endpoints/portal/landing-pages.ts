import { PUBLISHED } from '../../access'
import { defineEndpoint } from '../../contract/define-endpoint'
import { existingDoc } from '../../contract/lookups'
import { HttpError, json, param } from '../../contract/http'
import { toLandingPage } from '../../contract/mappers'
import type { LandingCheck } from '../../shared/contract-types'
import { isAdminUser } from '../../shared/roles'
import { draftQuery } from '../../shared/schemas'
import { landingCheckResponse, landingPageListResponse, landingPageResponse } from '../../shared/responses'

const NOT_FOUND = 'Landing page not found.'

/**
 * Public: may this slug be shown? 403 when the page exists but is switched off (SPEC §8); an
 * unpublished page is not found, except with `?draft=true` from an admin (the site's preview).
 */
const checkLandingPage = defineEndpoint({
  method: 'get',
  path: '/portal/landing-pages/:slug/check',
  summary: 'Whether a landing page may be shown',
  access: 'public',
  ok: [200, '{ landing_page }'],
  response: landingCheckResponse,
  query: draftQuery,
  errors: [400, 403, 404],
  handler: async ({ req, query }) => {
    const slug = param(req, 'slug', NOT_FOUND)
    const draft = query.draft && isAdminUser(req.user)
    const { docs } = await req.payload.find({
      collection: 'landing-pages',
      where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, PUBLISHED] },
      draft,
      limit: 1,
      depth: 0,
      // Inactive pages must be found too, to answer 403 rather than 404.
      overrideAccess: true,
      req,
    })
    const page = docs[0]
    if (!page) throw new HttpError(404, NOT_FOUND)
    if (page.is_active === false) throw new HttpError(403, 'This landing page is currently inactive.')
    const { id, title, description, template } = toLandingPage(page)
    const body: LandingCheck = { landing_page: { id, title, description, slug: page.slug, template } }
    return json(body)
  },
})

const listLandingPages = defineEndpoint({
  method: 'get',
  path: '/portal/landing-pages',
  summary: 'All landing pages',
  access: 'admin',
  ok: [200, '{ pages: ApiLandingPage[] }'],
  response: landingPageListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'landing-pages',
      // Stryker disable next-line StringLiteral: no sort is the database adapters' default, -createdAt, too
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; landing pages (and created_by) are readable by every admin
      overrideAccess: true,
      req,
    })
    return json({ pages: docs.map(toLandingPage) })
  },
})

const toggleLandingPage = defineEndpoint({
  method: 'put',
  path: '/portal/landing-pages/:id/toggle',
  summary: 'Switch a landing page on or off',
  access: 'admin',
  ok: [200, 'ApiLandingPage'],
  response: landingPageResponse,
  errors: [404],
  handler: async ({ req }) => {
    const { id, existing: page } = await existingDoc(req, 'landing-pages', NOT_FOUND)
    const doc = await req.payload.update({
      collection: 'landing-pages',
      id,
      data: { is_active: page.is_active === false },
      depth: 0,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; landing pages' update access admits every admin
      overrideAccess: true,
      req,
    })
    return json(toLandingPage(doc))
  },
})

export const landingPageEndpoints = [checkLandingPage, listLandingPages, toggleLandingPage]
