import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

import { lucideSprite } from './vite/lucide-sprite'

export const alias = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '@shared': path.resolve(import.meta.dirname, '../cms/src/shared'),
}

const appDir = path.resolve(import.meta.dirname, 'app')

/** The route modules every public page loads: the root, the site layout and the CMS page (most marketing routes). */
const siteEntries = ['root.tsx', 'routes/public-layout.tsx', 'routes/cms-page.tsx']

/** The block registry, whose rarely used blocks load lazily (what it imports dynamically). */
const blockRegistry = path.join(appDir, 'blocks/registry.tsx')

/** The public feature routes; the rare blocks join them (see chunks()). */
const featureEntries = [
  'routes/blog.tsx',
  'routes/blog-post.tsx',
  'routes/faqs.tsx',
  'routes/contact.tsx',
  'routes/service-hours.tsx',
  'routes/landing.tsx',
]

const framework =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\/|^\0commonjsHelpers/

type ModuleInfo = Rollup.ManualChunkMeta['getModuleInfo']

/** Every module the entries import statically (dynamic imports stay split). */
function reachable(entries: string[], getModuleInfo: ModuleInfo, skip = new Set<string>()) {
  const found = new Set<string>()
  const queue = entries.filter((id) => getModuleInfo(id))
  while (queue.length) {
    const id = queue.pop()!
    if (found.has(id) || skip.has(id)) continue
    found.add(id)
    queue.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return found
}

/**
 * Fewer, larger chunks for the public pages' first load (issue 10), instead of ~40 small shared chunks
 * (one per icon, per UI component):
 * - `framework`: React, React DOM and React Router;
 * - `site`: everything the root, the layout and the CMS page import statically, so a marketing page
 *   loads the entry, these two and three tiny route facades;
 * - `features`: what only the blog, FAQ, contact, service-hours and landing routes and the rare blocks
 *   add, in one more chunk.
 * Modules only the portal imports keep Rollup's own splitting, so no portal code lands on public pages.
 */
function chunks(): Rollup.GetManualChunk {
  let groups: { site: Set<string>; features: Set<string> } | undefined
  return (id, { getModuleInfo }) => {
    if (framework.test(id)) return 'framework'
    if (!groups) {
      const inApp = (files: string[]) => files.map((file) => path.join(appDir, file))
      const site = reachable(inApp(siteEntries), getModuleInfo)
      const rareBlocks = getModuleInfo(blockRegistry)?.dynamicallyImportedIds ?? []
      groups = { site, features: reachable([...inApp(featureEntries), ...rareBlocks], getModuleInfo, site) }
    }
    if (groups.site.has(id)) return 'site'
    if (groups.features.has(id)) return 'features'
    return undefined
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lucideSprite(appDir), tailwindcss(), reactRouter()],
  resolve: { alias },
  // Pre-bundled up front, or the first cold dev load reloads the page
  optimizeDeps: { include: ['lucide-react', '@tanstack/react-query', 'sonner'] },
  build: {
    sourcemap: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunks() } },
  },
}))
