import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// On Node 20 an AsyncLocalStorage turns on promise hooks for every promise in the server
// (ADR 0032). Hand what a request needs along instead (req.dbTime, TxOptions.time).
const noAsyncContext = ['node:async_hooks', 'async_hooks'].map((name) => ({
  name,
  message: 'No async context on the request path (ADR 0032): pass what the request needs along.',
}));

// SQL text is written, never assembled from strings: outside db/ a value reaches a statement as
// a parameter, a name through sql.identifier, a choice as one of a closed set of `sql` fragments.
const noSqlRaw = {
  object: 'sql',
  property: 'raw',
  message: 'No sql.raw outside server/src/db/: use a parameter, sql.identifier, or a closed map of constant sql fragments.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.tmp/',
      'data/',
      'test-results/',
      'playwright-report/',
      'server/src/db/migrations/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import cycles at run time (a module then sees another half-initialised, depending on
    // which was loaded first). `import type` is erased and does not count.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // What a role may do is one rule on the server: the web reads permissions (can()), rowScope
      // or the record's `actions`, never `role === 'sales'`.
      'no-restricted-syntax': [
        'error',
        ...['left.property.name', 'left.name'].map((role) => ({
          selector: `BinaryExpression[operator=/^[!=]==?$/][${role}='role'][right.value=/^(admin|manager|sales|maintenance)$/]`,
          message: "Ask can(role, permission), rowScope or the record's `actions` instead of comparing a role.",
        })),
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noAsyncContext }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/src/db/**'],
    rules: { 'no-restricted-properties': ['error', noSqlRaw] },
  },
  {
    // Modules, lib and plugins get transactions from the context (which holds no database
    // handle: context.ts) or the secured route. Nor may they open one: the raw handle is, on
    // PGlite, a superuser that row-level security does not hold.
    files: ['server/src/{modules,lib,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noAsyncContext,
          patterns: [
            { regex: '/db/client$', message: 'No database handle here: use the context (ctx.tenantTx, ctx.loginLookupTx…).' },
            {
              regex: '/db/tenant-tx$',
              importNames: ['inTenant', 'asLoginLookup', 'asTenantLister'],
              message: 'Use ctx.tenantTx / ctx.loginLookupTx / ctx.tenantIds.',
            },
          ],
        },
      ],
    },
  },
  {
    // API routes are declared from the contract (lib/route.ts), so path, access rule, schemas
    // and the web's types cannot drift apart. /api/health is outside the API and exempt.
    files: ['server/src/modules/**/*.routes.ts'],
    ignores: ['server/src/modules/health/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|route)$/]",
          message:
            'Declare the endpoint in contract/ and register it with securedRoute / publicRoute, or rawRoute / rawPublicRoute for a raw reply.',
        },
      ],
    },
  },
  {
    // Features never import each other: what two features share moves to web/src/components
    // or web/src/lib. From features/<f>/<dir>/x.ts another feature is `../../<g>/…`; from
    // features/<f>/x.ts it is `../<g>/…`.
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../../../lib/api-client',
              importNames: ['apiRequest'],
              message: 'Call the API with apiCall(endpoint, …) from lib/api-call: the contract types it and checks the reply.',
            },
          ],
          patterns: [
            { regex: '^\\.\\./\\.\\./[^.]', message: 'Features never import each other: move what they share to components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Features never import each other: move what they share to components/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/test.ts: it points each worker's pages at that worker's own server.
    files: ['e2e/**'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './test': it gives each worker its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Entry points and scripts talk to the operator on the console.
    files: ['server/src/start.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
      },
    },
  },
);
