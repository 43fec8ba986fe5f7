// Build step: compiles the server (the root server.ts and everything it imports from cms and seed)
// into ES modules, cms/dist/server.js and its chunks, so production runs plain JavaScript instead of
// transpiling TypeScript through the tsx loader at start and on every dynamic import.
// npm packages stay external and load from node_modules as usual. Chunks keep server.ts's dynamic
// imports dynamic: the entry checks the settings and registers the module conditions
// (cms/src/config/module-conditions.ts) before any package is imported.
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'cms', 'dist')
// Chunk names carry hashes: the chunks of an earlier build would pile up.
fs.rmSync(outdir, { recursive: true, force: true })

await build({
  entryPoints: [path.join(root, 'server.ts')],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: path.join(root, 'cms', 'tsconfig.json'),
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-external-but-workspaces',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@b1/') || args.path.startsWith('@payload-config') ? undefined : { external: true },
        )
      },
    },
  ],
})
console.log('compiled the server into cms/dist/server.js')
