import { defineConfig, mergeConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * Mutation testing (stryker.config.mjs) runs the SQLite project only: the unit tests beside the modules
 * and the HTTP integration files that cover the endpoints, auth guards and lead hooks. Stryker runs
 * every project of its config, and the MongoDB one would need the FerretDB server. Files share one
 * module graph and one booted Payload (B1_REUSE_SERVER, test/reused-server.ts): a mutant reruns its
 * tests on a restored database instead of booting again.
 */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      name: 'sqlite',
      include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts'],
      exclude: ['test/integration/mongodb-*.test.ts'],
      isolate: false,
      env: { B1_REUSE_SERVER: '1' },
    },
  }),
)
