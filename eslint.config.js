import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TEST_SUPPORT = {
  regex: '(^|/)tests/',
  message: 'Test support stays in tests/: production code and scripts must not import it.',
}
const SCRIPTS_OR_EDITOR = {
  regex: '^(\\.\\./)+(scripts|editor)/',
  message: 'app/ imports nothing from scripts/ or editor/ (they import the app): docs/decisions/039.',
}
const APP = {
  regex: '^\\.{1,2}/(\\.\\./)*app/',
  message: 'The schema (keystatic/) imports nothing from app/ (the app reads content through it): docs/decisions/039.',
}

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
  // Which folder may import which (ARCHITECTURE; docs/decisions/039): production code, the build
  // and the operator's scripts import nothing from tests/; the app (with its content reading,
  // app/content/reader/) imports nothing from the build and publish scripts or the editor, which
  // import the app; the schema (keystatic/) imports nothing from the app, which reads content
  // through it. A later block replaces an earlier one's list for its files, so each names all.
  ...[
    {
      files: ['server/**/*.ts', 'office/**/*.ts', 'scripts/**/*.ts', 'deploy/**/*.ts', '*.config.ts'],
      ignores: ['vitest.config.ts', 'playwright.config.ts'],
      patterns: [TEST_SUPPORT],
    },
    { files: ['app/**/*.{ts,tsx}'], patterns: [TEST_SUPPORT, SCRIPTS_OR_EDITOR] },
    { files: ['app/**/*.test.{ts,tsx}'], patterns: [SCRIPTS_OR_EDITOR] },
    { files: ['keystatic/**/*.ts', 'keystatic.config.ts'], patterns: [TEST_SUPPORT, APP] },
    { files: ['keystatic/**/*.test.ts'], patterns: [APP] },
  ].map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, ...(patterns.includes(TEST_SUPPORT) ? ['**/*.test.{ts,tsx}'] : [])],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
)
