import { defineConfig } from 'vitest/config'

import { alias } from './vite.config'

// Its own config without the React Router plugin, which breaks DOM tests ("can't detect preamble").
export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}'],
    // Typing into forms in jsdom takes a few seconds on a loaded two-core CI machine: the limit only
    // catches hangs, so it is generous.
    testTimeout: 20_000,
  },
})
