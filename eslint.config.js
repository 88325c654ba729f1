import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'editor/dist/**',
      'releases/**',
      '.react-router/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // One fixed import order everywhere, fixed by `npm run lint -- --fix`: side-effect imports
    // (kept in their written order), Node built-ins, packages, then relative paths; within a
    // group alphabetical. Only the order of import lines changes, never what is imported.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w', '^virtual:'], ['^'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // Production code, the build and the operator's scripts import nothing from tests/ (fakes,
    // fixtures, benchmarks): ARCHITECTURE, "no production file imports test support".
    files: [
      'app/**/*.{ts,tsx}',
      'server/**/*.ts',
      'office/**/*.ts',
      'scripts/**/*.ts',
      'deploy/**/*.ts',
      '*.config.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'vitest.config.ts', 'playwright.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)tests/',
              message: 'Test support stays in tests/: production code and scripts must not import it.',
            },
          ],
        },
      ],
    },
  },
)
