/** Payload documents → the contract's response shapes (types.ts). Nothing else leaves the API. */
import { BRAND_COLORS, type BrandColor } from '../lib/constants'
import type { Award, Product, Stat } from '../payload-types'
import type { ApiAward, ApiProduct, ApiStat } from './types'

export const toAward = (doc: Award): ApiAward => ({
  id: doc.id,
  title: doc.title,
  issuer: doc.issuer ?? null,
  year: doc.year ?? null,
  description: doc.description ?? null,
})

export const toStat = (doc: Stat): ApiStat => ({ id: doc.id, value: doc.value, label: doc.label })

const brandColor = (value: string | null | undefined): BrandColor =>
  (BRAND_COLORS as readonly string[]).includes(value ?? '') ? (value as BrandColor) : 'blue-600'

export const toProduct = (doc: Product): ApiProduct => ({
  id: doc.id,
  slug: doc.slug,
  name: doc.name,
  tagline: doc.tagline,
  description: doc.description ?? '',
  icon: doc.icon || 'Package',
  group: doc.group,
  brand_color: brandColor(doc.brand_color),
  featured: Boolean(doc.featured),
})
