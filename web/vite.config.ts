import path from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export const alias = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '@shared': path.resolve(import.meta.dirname, '../cms/src/shared'),
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  // framer-motion pre-bundled up front, or the first cold dev load reloads the page
  optimizeDeps: { include: ['framer-motion', 'lucide-react', '@tanstack/react-query', 'sonner'] },
  build: { sourcemap: false },
})
