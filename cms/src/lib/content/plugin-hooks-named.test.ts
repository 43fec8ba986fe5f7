import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(__dirname, '../..')
const configFiles = ['collections', 'globals'].flatMap((folder) =>
  fs
    .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)index\.ts$|^[A-Z]\w+\.ts$/.test(file))
    .map((file) => path.join(src, folder, file)),
)
const text = (file: string) => fs.readFileSync(file, 'utf8')

describe('a plugin that adds hooks is named in each config it touches', () => {
  // siteRevisionPlugin touches the configs declared public.
  const touched = configFiles.filter((file) => /^ {2}custom: \{ public: true \},$/m.test(text(file)))

  it('finds the configs the revision plugin touches', () => {
    expect(touched.length).toBeGreaterThanOrEqual(14)
  })

  it.each(touched.map((file) => [path.relative(src, file)]))('%s names siteRevisionPlugin', (file) => {
    expect(text(path.join(src, file))).toContain('siteRevisionPlugin')
  })

  it('no other config claims it', () => {
    const claiming = configFiles.filter((file) => text(file).includes('siteRevisionPlugin'))
    expect(claiming.sort()).toEqual([...touched].sort())
  })
})
