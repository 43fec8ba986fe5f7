import { describe, expect, it } from 'vitest'

import { islandAssets, type Manifest } from './assets'

const manifest: Manifest = {
  'app/entry.islands.ts': { file: 'assets/islands-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_clsx.js': { file: 'assets/clsx-1.js' },
  '_button.js': { file: 'assets/button-1.js', imports: ['_clsx.js'] },
  'app/components/layout/SiteHeader.tsx': {
    file: 'assets/SiteHeader-1.js',
    name: 'SiteHeader',
    isDynamicEntry: true,
    imports: ['_react.js', '_button.js'],
  },
  'app/blocks/ui/Accordion.tsx': {
    file: 'assets/Accordion-1.js',
    name: 'Accordion',
    isDynamicEntry: true,
    imports: ['_react.js', '_clsx.js'],
  },
}

describe('islandAssets', () => {
  it('names the entry script', () => {
    expect(islandAssets(manifest).entry).toBe('/assets/islands-1.js')
  })

  it("preloads the entry's imports and each island's chunk with its imports, once each", () => {
    expect(islandAssets(manifest).preloads(['SiteHeader', 'Accordion'])).toEqual([
      '/assets/react-1.js',
      '/assets/SiteHeader-1.js',
      '/assets/button-1.js',
      '/assets/clsx-1.js',
      '/assets/Accordion-1.js',
    ])
  })

  it('preloads only what the entry needs on a page without islands', () => {
    expect(islandAssets(manifest).preloads([])).toEqual(['/assets/react-1.js'])
  })

  it('refuses a manifest without an entry', () => {
    expect(() => islandAssets({ '_react.js': { file: 'assets/react-1.js' } })).toThrow(/no entry/)
  })
})
