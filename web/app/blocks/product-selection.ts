import type { ApiProduct, ProductsByGroup } from '@shared/contract-types'
import { PRODUCT_GROUP_LABELS, PRODUCT_GROUPS, type ProductGroup } from '@shared/constants'

export type ProductSection = { group: ProductGroup | null; label: string | null; products: ApiProduct[] }

type Selection = { source?: 'featured' | 'group' | 'all' | null; group?: ProductGroup | null }

/** The extensions a product grid shows, as sections (one per group for "all", otherwise one). */
export function selectProducts(products: ProductsByGroup | null, { source, group }: Selection): ProductSection[] {
  if (!products) return []
  const all = PRODUCT_GROUPS.flatMap((g) => products[g] ?? [])
  if (source === 'all') {
    return PRODUCT_GROUPS.map((g) => ({
      group: g,
      label: PRODUCT_GROUP_LABELS[g],
      products: products[g] ?? [],
    })).filter((section) => section.products.length > 0)
  }
  if (source === 'group' && group) return [{ group, label: null, products: products[group] ?? [] }]
  return [{ group: null, label: null, products: all.filter((p) => p.featured) }]
}

export const productPath = (product: Pick<ApiProduct, 'slug'>) => `/products/${product.slug}`
