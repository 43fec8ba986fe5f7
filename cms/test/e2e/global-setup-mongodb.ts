import type { TestProject } from 'vitest/node'

import { startServer } from './global-setup'

/** The `e2e-mongodb` project's server: the built server on FerretDB (global-setup.ts). */
export default function setup(project: TestProject) {
  return startServer(project, 'mongodb')
}
