import { PUBLISHED } from '../../access'
import { defineEndpoint } from '../../contract/define-endpoint'
import { json } from '../../contract/http'
import { toAward, toProduct, toStat } from '../../contract/mappers'
import type { ProductsByGroup } from '../../shared/contract-types'
import { PRODUCT_GROUPS } from '../../shared/constants'
import { productsQuery } from '../../shared/schemas'
import { awardListResponse, productsResponse, statListResponse } from '../../shared/responses'

const awards = defineEndpoint({
  method: 'get',
  path: '/content/awards',
  cache: true,
  summary: 'Awards, in display order',
  access: 'public',
  ok: [200, '{ awards: ApiAward[] }'],
  response: awardListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'awards',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: awards are readable by anyone, so access control filters nothing
      overrideAccess: false,
      req,
    })
    return json({ awards: docs.map(toAward) })
  },
})

const stats = defineEndpoint({
  method: 'get',
  path: '/content/stats',
  cache: true,
  summary: 'Headline figures',
  access: 'public',
  ok: [200, '{ stats: ApiStat[] }'],
  response: statListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'stats',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: stats are readable by anyone, so access control filters nothing
      overrideAccess: false,
      req,
    })
    return json({ stats: docs.map(toStat) })
  },
})

/** All five groups (each possibly empty), or with `?category=<group>` just that one. */
const products = defineEndpoint({
  method: 'get',
  path: '/content/products',
  cache: true,
  summary: 'Extensions grouped by group; ?category=<group> for one group',
  access: 'public',
  ok: [200, '{ manufacturing, wholesale, ecommerce, productivity, integrations }: ApiProduct[] each'],
  response: productsResponse,
  query: productsQuery,
  errors: [400],
  handler: async ({ req, query: { category } }) => {
    const { docs } = await req.payload.find({
      collection: 'products',
      // Published only, for staff too: the site never shows an unpublished extension.
      where: category
        ? {
            and: [
              PUBLISHED,
              // Stryker disable next-line ObjectLiteral: without the group filter the loop below still keeps only that group
              { group: { equals: category } },
            ],
          }
        : PUBLISHED,
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: the where already asks for PUBLISHED, all the read rule adds for non-admins
      overrideAccess: false,
      req,
    })
    const groups = Object.fromEntries(
      (category ? [category] : PRODUCT_GROUPS).map((group) => [group, []]),
    ) as Partial<ProductsByGroup>
    // Stryker disable next-line OptionalChaining: every doc's group has a key (required select; the query filters by category)
    for (const doc of docs) groups[doc.group]?.push(toProduct(doc))
    return json(groups)
  },
})

export const contentEndpoints = [awards, stats, products]
