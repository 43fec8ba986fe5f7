// `npm run mutation`: the two Stryker scopes one after the other (cms/stryker.units.config.mjs, then
// cms/stryker.config.mjs), each printing its score per file. Arguments go to both, e.g.
// `npm run mutation -- --concurrency 2 --incremental`.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const cms = path.join(root, 'cms')
const stryker = path.join(root, 'node_modules', '.bin', 'stryker')
for (const config of ['stryker.units.config.mjs', 'stryker.config.mjs']) {
  const { status } = spawnSync(stryker, ['run', config, ...process.argv.slice(2)], { cwd: cms, stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
