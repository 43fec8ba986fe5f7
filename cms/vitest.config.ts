import { defineConfig } from 'vitest/config'

/**
 * Integration suites that run on SQLite only: SQL migrations, SQLite's transaction and write-turn
 * code and rollbacks (FerretDB has none), S3 storage (no database in it), files named *-sqlite
 * (each says why at its top).
 */
const SQLITE_ONLY = [
  'test/integration/migration-*.test.ts',
  'test/integration/transactions.test.ts',
  'test/integration/storage-s3.test.ts',
  'test/integration/*-sqlite.test.ts',
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
