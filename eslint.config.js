import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Imports that run downhill in the web app (decision 0026). A feature (apps/web/src/features/<name>/) reaches another
 * feature only through that feature's public file (features/<other>/public.ts); generic parts live in ui/, which
 * imports no feature. The relative path that leaves a feature depends on how deep the importing file sits, so there
 * is one pattern per depth: `../<other>/<file>` from features/<name>/x.tsx, `../../<other>/<file>` one folder down.
 * Dynamic import() is not covered, on purpose: the route tables load other pages lazily by their own file.
 */
const FEATURE_BOUNDARY_MESSAGE =
  'Import another feature through its public file (features/<name>/public.ts), or move a generic part to ui/.';
const featureBoundaries = [1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}[^./][^/]*/(?!public$).+`,
            message: FEATURE_BOUNDARY_MESSAGE,
          },
          { regex: `(^|/)features/[^/]+/(?!public$).+`, message: FEATURE_BOUNDARY_MESSAGE },
        ],
      },
    ],
  },
}));

/*
 * Assertions that cannot fail (issue 33): a count or a duration is never below zero, and a literal is what it is.
 * Where a value really can be negative (a ledger balance, a box's position), say why beside the assertion.
 */
const CANNOT_FAIL_MESSAGE =
  'This assertion cannot fail for a count or a duration: assert the value you expect. If the value can really be negative, disable the rule on this line and say why.';
const assertionsThatCanFail = {
  files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'chaos/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='toBeGreaterThanOrEqual'][arguments.0.value=0]",
        message: CANNOT_FAIL_MESSAGE,
      },
      {
        selector: "CallExpression[callee.name='expect'][arguments.0.type='Literal']",
        message: 'expect() of a literal cannot fail: assert on a value the code under test produced.',
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // The plain-JS scripts (start, dev, the server's build): the recommended rules, without type information.
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...featureBoundaries,
  assertionsThatCanFail,
  // Small files with one responsibility (decisions 0025, 0026): none over 300 lines, tests included, on both sides
  // and in the shared package. The GraphQL introspection that gql.tada writes is generated, not read.
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['apps/web/src/app/graphql/graphql-env.d.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // One CSV writer on the server (apps/server/src/lib/csv.ts, issue 34): an export writing CSV by itself could forget
  // the guard against spreadsheet formulas.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^csv-stringify(/.*)?$',
              message: 'Write CSV through lib/csv.ts (sendCsv), which guards formulas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/', message: 'ui/ holds generic parts: it imports no feature (decision 0026).' },
          ],
        },
      ],
    },
  },
);
