import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))

/** `build.mutation` in any form (`build.mutation(...)`, `build.mutation<T, A>(...)`). */
const noMutation = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='mutation']",
  message: 'Write through `write(row)` (src/services/write.ts), not an RTK Query mutation: one write mechanism invalidates the lists.',
}

/** Folders of shared code: they serve every feature, so none of them may depend on one. */
const SHARED = ['components', 'services', 'store', 'configs', 'utils']

/** The import boundaries, derived from the folders of src/features: a new feature is fenced in without editing this file. */
function boundaryZones() {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    ...SHARED.map((folder) => ({
      target: `./src/${folder}`,
      from: './src/features',
      message: 'Shared code must not depend on a feature.',
    })),
    { target: './src/components/ui', from: './src/components/layouts' },
    // The app wires features together; everything it wires must stay free of it, or a shared
    // component could reach every feature through the app's page table.
    ...[...SHARED, 'features', 'locales'].map((folder) => ({
      target: `./src/${folder}`,
      from: './src/app',
      message:
        'Only the entries (main.tsx, sign-in-main.tsx, theme-before-paint.ts) and src/app import src/app: reach the store through src/store.',
    })),
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature must not import another feature: move what they share to components, services, store or utils.',
    })),
  ]
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'server/dist',
      'node_modules',
      'server/src/db/migrations',
      'coverage',
      'test-results',
      'bench/.out',
      'data',
      'server/.test-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Without a TypeScript resolver the import rules skip `@/…` and extension-less imports, which is every import.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without these, rules that follow imports into other files (no-cycle) never parse a .ts file and see nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Feature folders are independent: shared code lives in components, services, store,
      // configs, utils or the contract (see README, Architecture). Only app/ wires features together.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
    },
  },
  {
    // An RTK Query mutation would be a second write mechanism, with its own invalidation: nowhere,
    // not even in src/services (the block below repeats it, since a later block's rule replaces this one).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/write.ts'],
    rules: { 'no-restricted-syntax': ['error', noMutation] },
  },
  {
    // One way to write (docs/architecture.md, "Console data access"): `write(row)` of
    // services/write.ts, which invalidates the reads it changes. A write straight through
    // `http`, or a hand-dispatched invalidation, would leave some list stale.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(post|put|patch|delete|request)$/]",
          message: 'Write through `write(row)` (src/services/write.ts): it invalidates the lists that show the data.',
        },
        noMutation,
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/services/api',
              importNames: ['resourceChanged'],
              message: "A write invalidates its own tags (src/services/write.ts); for a change made elsewhere use the slice's `changed()`.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract's barrel re-exports every module, so one value import of it makes the
    // importing chunk evaluate all ~190 zod schemas (bench/README.md, session s38: 379 ms of
    // CPU at ×4 in the shell before /home's heading). Name the module instead; types are erased.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ihrc/contract',
              allowTypeImports: true,
              message: "Import values from their module ('@ihrc/contract/<module>'): the barrel loads every schema of the contract.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // A cycle makes module order decide what is undefined at load time; type-only imports are erased, so they do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'contract/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      // The server's layers (docs/architecture.md): db/ below lib/ below modules/; the app wires modules together.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: ['db', 'lib'].map((layer) => ({
            target: `./server/src/${layer}`,
            from: './server/src/modules',
            message: 'db/ and lib/ sit below modules/: move what they need down, or let the app pass it in.',
          })),
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
