import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PUBLIC_COLLECTIONS, PUBLIC_GLOBALS } from './site-revision'

const src = path.resolve(__dirname, '../..')
const configFiles = ['collections', 'globals'].flatMap((folder) =>
  fs
    .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)index\.ts$|^[A-Z]\w+\.ts$/.test(file))
    .map((file) => path.join(src, folder, file)),
)

/** The config file that declares a slug, if this repository declares it (a plugin may add it instead). */
const declaring = (kind: 'CollectionConfig' | 'GlobalConfig', slug: string) =>
  configFiles.find((file) => {
    const text = fs.readFileSync(file, 'utf8')
    return text.includes(`: ${kind} = {`) && text.includes(`slug: '${slug}'`)
  })

describe('a plugin that adds hooks is named in each config it touches', () => {
  const touched = [
    ...PUBLIC_COLLECTIONS.map((slug) => declaring('CollectionConfig', slug)),
    ...PUBLIC_GLOBALS.map((slug) => declaring('GlobalConfig', slug)),
  ].filter((file): file is string => file !== undefined)

  it('finds the configs the revision plugin touches', () => {
    expect(touched.length).toBeGreaterThanOrEqual(12)
  })

  it.each(touched.map((file) => [path.relative(src, file)]))('%s names siteRevisionPlugin', (file) => {
    expect(fs.readFileSync(path.join(src, file), 'utf8')).toContain('siteRevisionPlugin')
  })

  it('no other config claims it', () => {
    const claiming = configFiles.filter((file) => fs.readFileSync(file, 'utf8').includes('siteRevisionPlugin'))
    expect(claiming.sort()).toEqual([...touched].sort())
  })
})
