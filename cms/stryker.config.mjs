// Mutation testing of the access rules and the /api contract (issue 13): `npm run mutation` at the root.
// Not part of `npm test`: it reruns the covering tests once per mutant, which takes long.
export default {
  mutate: ['src/access/**/*.ts', 'src/contract/**/*.ts', '!src/**/*.test.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: false },
  // The unit tests beside the modules. Each integration test file boots Payload (15-20 s), and a
  // mutant reruns every file that covers it: with them, one pass over ~860 mutants takes hours.
  testFiles: ['src/**/*.test.ts'],
  // Each mutant reruns only the tests that executed it. Mutants run only while modules load (constants
  // such as the limits table) would need a full reload and every test file each; they are reported
  // as ignored, not scored.
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // The sandbox needs the sources and tests, not the builds.
  ignorePatterns: ['dist', '.next', 'reports', '*.tsbuildinfo'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
}
