import path from 'node:path'

import { defineConfig } from 'vite'

import { alias } from './vite.config'
import { lucideSprite } from './vite/lucide-sprite'

const appDir = path.resolve(import.meta.dirname, 'app')

/**
 * The second client build: the islands entry of public pages (app/islands/client.ts), into the same
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
      input: path.join(appDir, 'islands/client.ts'),
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        manualChunks: (id) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
      },
    },
  },
})
