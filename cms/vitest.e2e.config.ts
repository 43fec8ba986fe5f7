import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e-sqlite',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/mongodb-*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
      {
        // The happy paths of the site and the portal once more, on a server on MongoDB (FerretDB).
        extends: true,
        test: {
          name: 'e2e-mongodb',
          include: ['test/e2e/mongodb-*.test.ts'],
          globalSetup: ['test/e2e/global-setup-mongodb.ts'],
        },
      },
    ],
  },
})
