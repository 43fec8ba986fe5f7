import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ISLAND_NAMES } from '~/islands/names'

import { BLOCKS } from './registry'

// The web app may not import cms or the seed, so their sources are read as text: each block's config
// folder declares its slug once, and a seed builder writes `blockType: '<slug>'`.
const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(file, 'utf8')

function cmsBlockSlugs(): string[] {
  const dir = path.join(root, 'cms/src/blocks')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const slug = /\bslug: '([a-z-]+)'/.exec(read(path.join(dir, entry.name, 'config.ts')))?.[1]
      if (!slug) throw new Error(`cms/src/blocks/${entry.name}/config.ts declares no slug`)
      return slug
    })
    .sort()
}

function seededBlockTypes(): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        for (const match of read(file).matchAll(/blockType: '([a-z-]+)'/g)) found.add(match[1])
    }
  }
  walk(path.join(root, 'seed/src'))
  return found
}

/** Islands the layout and the routes render themselves, not a block. */
const NOT_BLOCK_ISLANDS = ['SiteHeader', 'BookingWidget']

describe('block registry', () => {
  const slugs = cmsBlockSlugs()

  it('finds the CMS blocks', () => {
    expect(slugs).toContain('hero')
    expect(slugs.length).toBeGreaterThan(20)
    // Every folder is registered in the page blocks or the feature slots.
    const lists = read(path.join(root, 'cms/src/blocks/index.ts')) + read(path.join(root, 'cms/src/blocks/slots.ts'))
    for (const dir of readdirSync(path.join(root, 'cms/src/blocks'), { withFileTypes: true }))
      if (dir.isDirectory()) expect(lists, dir.name).toContain(`./${dir.name}/config`)
  })

  it('gives every CMS block a renderer and nothing else one', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(slugs)
    for (const entry of Object.values(BLOCKS)) expect(typeof entry.render).toBe('function')
  })

  it('has a block-picker thumbnail for every block', () => {
    const missing = slugs.filter((slug) => !existsSync(path.join(root, 'web/public/block-thumbnails', `${slug}.svg`)))
    expect(missing).toEqual([])
  })

  it('has a seed builder for every block', () => {
    const seeded = seededBlockTypes()
    expect(slugs.filter((slug) => !seeded.has(slug))).toEqual([])
  })

  it('names every island a block hydrates, each in one block', () => {
    const declared = Object.values(BLOCKS).flatMap((entry) => ('islands' in entry ? [...entry.islands] : []))
    expect(new Set(declared).size).toBe(declared.length)
    expect([...declared, ...NOT_BLOCK_ISLANDS].sort()).toEqual([...ISLAND_NAMES].sort())
  })
})
