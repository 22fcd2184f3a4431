import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'

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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Feature folders are independent: shared code lives in components, services,
      // store, configs or the contract. A feature importing another feature is a
      // boundary violation (see README, Architecture). The app/ wiring may import all.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: './src/features' },
            { target: './src/services', from: './src/features' },
            { target: './src/store', from: './src/features' },
            { target: './src/components/ui', from: './src/components/layouts' },
          ].concat(
            [
              'auth',
              'home',
              'company',
              'user',
              'role',
              'settings',
              'compliance',
              'setups',
              'trackers',
              'notices',
              'notifications',
              'registers',
              'dashboard',
              'external-user',
              'kit-gallery',
              'placeholder',
            ].map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
            })),
          ),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
