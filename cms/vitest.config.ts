import { defineConfig } from 'vitest/config'

/**
 * Integration suites that run on SQLite only, each for a reason in its own name: they test SQL
 * migrations, the SQLite transaction and write-turn code, or a rollback (FerretDB has no transactions).
 */
const SQLITE_ONLY = [
  'test/integration/migration-*.test.ts',
  'test/integration/transactions.test.ts',
  'test/integration/storage-s3.test.ts',
]

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'fatal' },
    setupFiles: ['test/fresh-data-dir.ts'],
    projects: [
      {
        extends: true,
        // mongodb-*.test.ts: what only a replica set does (transactions' retries, commits), MongoDB only.
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'test/integration/**/*.test.ts'],
          exclude: ['test/integration/mongodb-*.test.ts'],
        },
      },
      {
        // The same integration files on a MongoDB wire-protocol server (FerretDB, test/ferretdb-setup.ts).
        extends: true,
        test: {
          name: 'mongodb',
          include: ['test/integration/**/*.test.ts'],
          exclude: SQLITE_ONLY,
          globalSetup: ['test/ferretdb-setup.ts'],
        },
      },
    ],
  },
})
