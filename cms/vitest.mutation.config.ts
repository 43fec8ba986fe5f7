import { defineConfig, mergeConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * Mutation testing (stryker.config.mjs) runs the SQLite project only: the unit tests beside the modules
 * and the HTTP integration files that cover the endpoints, auth guards and lead hooks. Stryker runs
 * every project of its config, and the MongoDB one would need the FerretDB server.
 */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      name: 'sqlite',
      include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts'],
      exclude: ['test/integration/mongodb-*.test.ts'],
    },
  }),
)
