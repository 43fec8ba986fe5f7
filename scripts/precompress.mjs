// Build step: writes .br and .gz beside every compressible file of the built client, so the
// server sends static assets compressed at the highest level without spending CPU per request.
//   node scripts/precompress.mjs <dir>
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.resolve(process.argv[2] ?? 'web/build/client')
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/
const MIN_BYTES = 1024

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let count = 0
for (const file of files(dir)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_BYTES) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir)}`)
