import base from './stryker.config.mjs'

// The first half of `npm run mutation`: the modules with unit tests beside them (access rules, the
// contract's helpers, the body limits and the page cache), measured by those unit tests alone. Every
// HTTP test passes through the access rules and the contract too, so with the suites as runners each
// surviving mutant there would rerun nearly all of them: hours instead of minutes, for the same verdict.
export default {
  ...base,
  mutate: [
    'src/access/**/*.ts',
    'src/contract/**/*.ts',
    'src/server/body-limits.ts',
    'src/server/page-cache.ts',
    '!src/**/*.test.ts',
  ],
  testFiles: ['src/**/*.test.ts'],
  incrementalFile: 'reports/stryker-incremental-units.json',
  htmlReporter: { fileName: 'reports/mutation/units.html' },
  jsonReporter: { fileName: 'reports/mutation/units.json' },
}
