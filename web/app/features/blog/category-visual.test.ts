import { Cloud, Factory, LayoutDashboard, Newspaper, Warehouse } from 'lucide-react'
import { describe, expect, it } from 'vitest'

import { categoryVisual } from './category-visual'

describe('categoryVisual', () => {
  it('gives each seeded category its own icon and tone', () => {
    expect(categoryVisual('Cloud Hosting').icon).toBe(Cloud)
    expect(categoryVisual('Manufacturing').icon).toBe(Factory)
    expect(categoryVisual('Wholesale Distribution').icon).toBe(Warehouse)
    expect(categoryVisual('SAP Business One').icon).toBe(LayoutDashboard)
    const tones = [
      'SAP Business One',
      'Implementation',
      'Cloud Hosting',
      'Manufacturing',
      'Wholesale Distribution',
      'Finance',
    ].map((c) => categoryVisual(c).gradient)
    expect(new Set(tones).size).toBe(6)
  })

  it('falls back to a generic icon and a stable tone for a new category', () => {
    expect(categoryVisual('Company news').icon).toBe(Newspaper)
    expect(categoryVisual('Company news').gradient).toBe(categoryVisual('Company news').gradient)
  })
})
