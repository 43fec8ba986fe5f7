// Mutation testing (issues 13 and 27): `npm run mutation` at the root runs stryker.units.config.mjs, then
// this one. Not part of `npm test`: it reruns the covering tests once per mutant, which takes long. Run
// one scope at a time while working: `npx stryker run --mutate src/endpoints/faqs/index.ts --incremental`
// (README, "Mutation testing").
//
// This scope is what only a running CMS reaches: the endpoints, the auth guards and the lead hooks,
// measured by their HTTP suites (and any unit tests beside them).
export default {
  mutate: [
    'src/endpoints/**/*.ts',
    'src/collections/Users/auth-guards.ts',
    'src/collections/Leads/hooks.ts',
    '!src/**/*.test.ts',
  ],
  testRunner: 'vitest',
  // The SQLite project only, unit and integration files (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The HTTP suites (and the unit tests beside the modules). The suites share one booted CMS per run,
  // its database put back for each file (test/reused-server.ts); these files pass in any order that way.
  testFiles: [
    'src/**/*.test.ts',
    'test/integration/contract-*.test.ts',
    'test/integration/{booking,health,publishing,authors,leads-mail,analytics-beacon}.test.ts',
    'test/integration/security{,-accounts,-content,-uploads,-data}.test.ts',
  ],
  // Each mutant reruns only the tests that executed it. Mutants run only while modules load (constants
  // such as the limits table) would need a full reload and every test file each; they are reported
  // as ignored, not scored.
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  // The machine is shared: one test process at a time (more with --concurrency).
  concurrency: 1,
  // An integration test waits on a booted CMS: a mutant that stalls it is a timeout, not a hang.
  timeoutMS: 60_000,
  // The sandbox needs the sources and tests, not the builds.
  ignorePatterns: ['dist', '.next', 'reports', '*.tsbuildinfo'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
}
