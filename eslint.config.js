import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint-rules/boundaries.js';

// Architectural boundaries (docs/ARCHITECTURE.md): core imports nothing from server/web and no
// Node built-ins; web never imports server; features, shared code, routes and the server's
// layers: see eslint-rules/boundaries.js (checked on resolved paths).
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tsbuild/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Import boundaries on resolved paths (eslint-rules/boundaries.js, docs/ARCHITECTURE.md).
    files: ['core/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { clausier: { rules: { boundaries } } },
    rules: { 'clausier/boundaries': 'error' },
  },
  {
    // Plain Node scripts (no TypeScript to know the globals).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**'], message: 'core/ must not import server/ or web/.' },
        {
          group: ['node:*', 'fs', 'path', 'http', 'crypto'],
          message: 'core/ is pure: no Node APIs.',
        },
        { group: ['react', 'react-dom', 'react/*'], message: 'core/ is pure: no React.' },
      ]),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // French copy carries no-break spaces (U+00A0 before « : », U+202F before ; ! ? and in « »),
      // checked by web/typography.test.ts; they stay forbidden in code and comments.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true },
      ],
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'web/ must not import server/.' },
      ]),
    },
  },
);
