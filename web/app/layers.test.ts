import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The layer rule's messages for a module at `file` (a path under web/app that need not exist) holding `code`. */
async function crossings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/app', file) })
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('web layers (eslint.config.js)', () => {
  it('refuses an import from a higher layer', async () => {
    const lib = await crossings('lib/probe.ts', "export { BlockRenderer } from '~/blocks/BlockRenderer'\n")
    expect(lib).toEqual([expect.stringContaining('Layers: routes and pages')])
    const component = await crossings('components/probe.ts', "export { LoginForm } from '~/features/auth/LoginForm'\n")
    expect(component).toHaveLength(1)
    const block = await crossings('blocks/probe.ts', "export { ContactForm } from '~/features/contact/ContactForm'\n")
    expect(block).toHaveLength(1)
    const feature = await crossings('features/blog/probe.ts', "export { Hero } from '~/blocks/Hero'\n")
    expect(feature).toHaveLength(1)
  })

  it('refuses one feature importing another, by alias or relative path', async () => {
    const alias = await crossings('features/dashboard/probe.ts', "export * from '~/features/leads/lead-filters'\n")
    expect(alias).toEqual([expect.stringContaining('A feature does not import another feature')])
    const relative = await crossings('features/dashboard/probe.ts', "export * from '../leads/lead-filters'\n")
    expect(relative).toHaveLength(1)
  })

  it('allows imports within a layer and downwards', async () => {
    const code = [
      "export { Section } from '~/blocks/ui/Section'",
      "export { ContactForm } from '~/features/contact/ContactForm'",
      "export { Icon } from '~/components/icons'",
      "export { formatPounds } from '~/lib/format'",
      "export { island } from '~/islands/island'",
      '',
    ].join('\n')
    expect(await crossings('pages/probe.ts', code)).toEqual([])
    expect(
      await crossings('features/contact/probe.ts', "export * from './contact-form'\nexport * from '~/lib/format'\n"),
    ).toEqual([])
  })
})
