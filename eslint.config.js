// One lint config for the three workspaces. Style is Prettier's job (format:check); this checks
// correctness, hooks, import cycles and the boundaries between cms, web and seed.
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The web app's layers, top to bottom: routes (with pages, the compositions several routes render, and
// the entries) → features and blocks → components → lib (with islands, the plumbing of public pages).
// A module imports only from its own layer or below; features import neither each other nor blocks,
// and blocks no feature: what two of them need goes down to components or lib.
const web = (path) => `web/app/${path}`
const TOP = [
  'routes',
  'pages',
  'root.tsx',
  'routes.ts',
  'entry.server.tsx',
  'entry.islands.ts',
  'island-loaders.ts',
].map(web)
const FEATURES = readdirSync(new URL('web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const LAYER_ZONES = [
  { target: [web('lib'), web('islands')], from: [...TOP, web('features'), web('blocks'), web('components')] },
  { target: web('components'), from: [...TOP, web('features'), web('blocks')] },
  { target: web('blocks'), from: [...TOP, web('features')] },
  { target: web('features'), from: [...TOP, web('blocks')] },
].map((zone) => ({
  ...zone,
  message:
    'Layers: routes and pages → features and blocks → components → lib (a module imports only its own layer or below).',
}))
const FEATURE_ZONES = FEATURES.map((name) => ({
  target: web(`features/${name}`),
  from: web('features'),
  except: [`./${name}`],
  message: 'A feature does not import another feature: move what both need down to components or lib.',
}))

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
  // Tests may compose layers (a real component inside the islands' plumbing), as cms/test composes the system.
  {
    files: ['web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...FEATURE_ZONES] },
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
