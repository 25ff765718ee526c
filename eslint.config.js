import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// On Node 20 an AsyncLocalStorage turns on promise hooks for every promise in the server
// (ADR 0032). Hand what a request needs along instead (req.dbTime, TxOptions.time).
const noAsyncContext = ['node:async_hooks', 'async_hooks'].map((name) => ({
  name,
  message: 'No async context on the request path (ADR 0032): pass what the request needs along.',
}));

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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noAsyncContext }] },
  },
  {
    // Domain modules get transactions from the context or the secured route, never the raw
    // handle: on PGlite it is a superuser that row-level security does not hold (module kit).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'ctx', property: 'database', message: 'Use ctx.tenantTx / ctx.loginLookupTx, or the tx a secured route hands you.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '../../db/tenant-tx', importNames: ['inTenant', 'asLoginLookup'], message: 'Use ctx.tenantTx / ctx.loginLookupTx.' },
            { name: '../../db/client', message: 'Modules never open the database: use the context.' },
            ...noAsyncContext,
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
          message: 'Declare the endpoint in contract/ and register it with securedRoute / publicRoute / declareRoute.',
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
