import path from 'node:path'

import { defineConfig } from 'vite'

import { ISLAND_NAMES } from './app/islands/names'
import { alias } from './vite.config'
import { lucideSprite } from './vite/lucide-sprite'

const appDir = path.resolve(import.meta.dirname, 'app')
const entry = path.join(appDir, 'entry.islands.ts')
const islandModules = new Set<string>(ISLAND_NAMES)

/**
 * Few requests per page (issue 10): React in one chunk, each island's own module in its chunk, and
 * everything they share (UI parts, rules, icons) in one more, instead of a dozen sub-kilobyte chunks;
 * the form schemas and zod, and site search's matching, in chunks of their own, loaded on demand.
 */
function chunkOf(id: string) {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react'
  // Loaded when a form first needs its rules (lib/public-form.ts loadRules), not with the page.
  // libphonenumber-js (the phone rule, shared/phone.ts) too: its metadata is most of the weight.
  if (
    /\/node_modules\/(zod|@conform-to\/zod|libphonenumber-js)\//.test(id) ||
    id.endsWith('/shared/schemas.ts') ||
    id.endsWith('/shared/phone.ts') ||
    id.endsWith('/lib/form-rules.ts')
  )
    return 'schemas'
  // Conform and its hook, with the islands that hold a form only (pages without one never load it).
  if (/\/node_modules\/@conform-to\//.test(id) || id.endsWith('/lib/public-form.ts')) return 'forms'
  // Site search's matching (MiniSearch), loaded on the first search (features/faqs/match.ts).
  if (/\/node_modules\/minisearch\//.test(id) || id.endsWith('/shared/search.ts') || id.endsWith('/faqs/match.ts'))
    return 'search'
  if (id === entry || islandModules.has(path.basename(id).replace(/\.tsx?$/, ''))) return undefined
  return 'shared'
}

/**
 * The second client build: the islands entry of public pages (app/entry.islands.ts), into the same
 * build/client/assets as React Router's build, with its own manifest for the server. `react-router`
 * becomes the small shim of the APIs islands use, so no router ships on public pages.
 */
export default defineConfig({
  plugins: [lucideSprite(appDir)],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(appDir, 'islands/router-shim.tsx') },
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    sourcemap: false,
    rollupOptions: {
      input: entry,
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        manualChunks: chunkOf,
      },
    },
  },
})
