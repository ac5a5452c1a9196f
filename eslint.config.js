// Lint: purity of the rules library and the pure domain libs (no I/O,
// no Date, no Math.random, no globals), plus a few correctness rules everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

// Files that still hold a function over 40 lines, waiting to be split by what they do: the list
// only shrinks (a file leaves it when split; a new long function anywhere else fails lint).
// Next's route folders ([id]) are literal paths, not glob character classes.
const globLiteral = (path) => path.replace(/[[\]]/g, '\\$&');
const longFunctionFiles = JSON.parse(
  readFileSync(new URL('./tools/long-function-files.json', import.meta.url), 'utf8'),
);

const impure = {
  'no-restricted-globals': [
    'error',
    { name: 'Date', message: 'Pure code takes time as input, never from Date.' },
    { name: 'process', message: 'Pure code does no I/O and reads no environment.' },
    { name: 'setTimeout', message: 'Pure code is synchronous.' },
    { name: 'setInterval', message: 'Pure code is synchronous.' },
    { name: 'fetch', message: 'Pure code does no I/O.' },
    { name: 'crypto', message: 'Randomness comes from ctx.random, seeded and recorded.' },
    { name: 'window', message: 'Pure code runs anywhere.' },
    { name: 'globalThis', message: 'Pure code uses no globals.' },
    { name: 'performance', message: 'Pure code takes time as input.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Randomness comes from ctx.random, seeded and recorded.' },
    { property: 'randomSecretKey', message: 'Randomness comes from ctx.random, seeded and recorded.' },
    { property: 'randomPrivateKey', message: 'Randomness comes from ctx.random, seeded and recorded.' },
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            'node:*',
            'fs',
            'fs/*',
            'path',
            'os',
            'child_process',
            'net',
            'http',
            'https',
            'crypto',
            'worker_threads',
          ],
          message: 'Pure libs do no I/O.',
        },
        {
          group: ['@noble/**'],
          importNames: ['randomBytes'],
          message: 'Randomness comes from ctx.random, seeded and recorded.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next/**',
      '**/node_modules/**',
      'data/**',
      '**/next-env.d.ts',
      'apps/web-e2e/test-results/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // libs/replay and libs/matches too: pure (Node and browser); the verifier re-derives every outcome.
    files: [
      'libs/rules/**/src/**/*.ts',
      'libs/tournament/src/**/*.ts',
      'libs/replay/src/**/*.ts',
      'libs/matches/src/**/*.ts',
    ],
    ignores: ['**/*.spec.ts'],
    rules: impure,
  },
  {
    // Hooks in the same order on every render (never after an early return or in a condition),
    // and effects and memos that name what they read.
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // CONTRIBUTING: functions under ~40 lines (tests may set a scene at length).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/web-e2e/tests/**', ...longFunctionFiles.map(globLiteral)],
    rules: {
      'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Journeys take `test` from support/test.ts, which closes the browser contexts each one opens.
    files: ['apps/web-e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Take test and expect from '../support/test': it closes the contexts a journey opens.",
            },
          ],
        },
      ],
    },
  },
);
