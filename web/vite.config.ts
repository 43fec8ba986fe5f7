import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

export const alias = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '@shared': path.resolve(import.meta.dirname, '../cms/src/shared'),
}

const appDir = path.resolve(import.meta.dirname, 'app')

/** The route modules of the public site (routes.ts), and the root every page loads. */
const publicEntries = [
  'root.tsx',
  'routes/public-layout.tsx',
  'routes/cms-page.tsx',
  'routes/blog.tsx',
  'routes/blog-post.tsx',
  'routes/faqs.tsx',
  'routes/contact.tsx',
  'routes/service-hours.tsx',
  'routes/landing.tsx',
].map((file) => path.join(appDir, file))

const framework =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\/|^\0commonjsHelpers/

/**
 * Fewer, larger chunks for the public pages' first load (issue 10): React and React Router in one
 * `framework` chunk, and everything the public routes import statically in one `site` chunk, instead of
 * ~40 small shared chunks (one per icon, per UI component). Modules only the portal imports, and
 * whatever is imported dynamically (lazy blocks, live preview), keep Rollup's own splitting, so no portal
 * code lands on public pages.
 */
function chunks(): Rollup.GetManualChunk {
  let site: Set<string> | undefined
  return (id, { getModuleInfo }) => {
    if (framework.test(id)) return 'framework'
    if (!site) {
      site = new Set()
      const queue = publicEntries.filter((entry) => getModuleInfo(entry))
      while (queue.length) {
        const next = queue.pop()!
        if (site.has(next)) continue
        site.add(next)
        queue.push(...(getModuleInfo(next)?.importedIds ?? []))
      }
    }
    return site.has(id) ? 'site' : undefined
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  // Pre-bundled up front, or the first cold dev load reloads the page
  optimizeDeps: { include: ['lucide-react', '@tanstack/react-query', 'sonner'] },
  build: {
    sourcemap: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunks() } },
  },
}))
