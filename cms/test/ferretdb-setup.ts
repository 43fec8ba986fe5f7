import type { TestProject } from 'vitest/node'

import { startFerretdb } from '../../scripts/ferretdb.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The MongoDB URL (no database) the `mongodb` project's files run on. */
    mongodbUrl: string
  }
}

/**
 * The `mongodb` project's server: TEST_MONGODB_URL when set (.ci/run starts one), else a FerretDB
 * test server started here for this run. Each test file gets its own database on it (fresh-data-dir.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_MONGODB_URL) return project.provide('mongodbUrl', process.env.TEST_MONGODB_URL)
  const server = await startFerretdb()
  project.provide('mongodbUrl', server.url)
  return () => server.stop()
}
