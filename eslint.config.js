// One lint config for the three workspaces. Style is Prettier's job (format:check); this checks
// correctness, hooks, import cycles and the boundaries between cms, web and seed.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'web/build/**',
      'cms/dist/**',
      'web/.react-router/**',
      'coverage/**',
      '.tmp/**',
      'reports/**',
      // Stryker's sandbox copies and reports (npm run mutation).
      'cms/.stryker-tmp/**',
      'cms/reports/**',
      'cms/src/shared/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/src/migrations/**',
      'cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['cms/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // TypeScript checks undefined names (and knows DOM and Node globals).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // One typed configuration: the server's code asks settings() (cms/src/config/env.ts), the only
  // reader of process.env. Tests and the scripts under scripts/ set up their own processes.
  {
    files: ['server.ts', 'cms/src/**/*.ts', 'seed/src/**/*.ts'],
    ignores: ['cms/src/config/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings() from cms/src/config/env.ts instead.' },
      ],
    },
  },
  // Module augmentation extends an interface without adding members.
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/no-empty-object-type': 'off' } },
  // Tests read response bodies loosely.
  { files: ['cms/test/**', '**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // The web app sees only cms/src/shared, through @shared/*.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms/**', '@b1/cms', '@b1/cms/*'],
              message: 'The web app imports from cms only @shared/* (cms/src/shared).',
            },
            { group: ['@b1/seed', '**/seed/**'], message: 'The web app does not import the seed.' },
          ],
        },
      ],
    },
  },
  // A feature folder reaches another feature by its alias path (~/features/<name>/<module>), never by
  // a relative path that climbs out of its own folder into a sibling's.
  {
    files: ['web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms/**', '@b1/cms', '@b1/cms/*'],
              message: 'The web app imports from cms only @shared/* (cms/src/shared).',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: "Another feature's modules are imported as ~/features/<name>/<module>, not by a relative path.",
            },
          ],
        },
      ],
    },
  },
  // cms never reaches into the web app or the seed (the seed depends on cms, not the other way round).
  // Only the tests compose the whole system, as the root server.ts does.
  {
    files: ['cms/**/*.{ts,tsx,mjs}'],
    ignores: ['cms/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/app/**', '~/*'], message: 'cms does not import the web app.' },
            { group: ['@b1/seed', '**/seed/**'], message: 'cms does not import the seed; the seed imports cms.' },
          ],
        },
      ],
    },
  },
  // cms/src/shared is bundled into the browser: nothing server-only in it.
  {
    files: ['cms/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '!../shared/*'], message: 'cms/src/shared imports only itself and libraries.' },
            { group: ['payload', 'node:*', 'express'], message: 'cms/src/shared is bundled for the browser.' },
          ],
        },
      ],
    },
  },
  // The seed reaches cms only through its package entries: @b1/cms/shared/*, @b1/cms/entry and @b1/cms/config.
  {
    files: ['seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/app/**'], message: 'The seed does not import the web app.' },
            { regex: '^\\.{1,2}/.*\\bcms/', message: 'The seed imports cms by package name, not by path.' },
            {
              regex: '^@b1/cms(?!/shared/[\\w-]+$|/entry$|/config$)',
              message: 'The seed imports cms only through @b1/cms/shared/*, @b1/cms/entry and @b1/cms/config.',
            },
          ],
        },
      ],
    },
  },
)
