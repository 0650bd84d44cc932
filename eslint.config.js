// Lint keeps the walls of docs/architecture.md: UI code never reaches the provider or the service,
// background code never touches React or the DOM, the content script ships no schema library.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const uiMayNotImport = {
  patterns: [
    {
      group: ['**/lib/provider', '**/lib/provider/**', '@/lib/provider/**'],
      message: 'Only the background talks to the provider.',
    },
    {
      group: ['**/lib/service', '**/lib/service/**', '@/lib/service/**'],
      message: 'UI code reaches the background through lib/messaging.',
    },
    { group: ['@wix/*'], message: 'Only lib/provider uses the SDK.' },
  ],
};
// The content script runs in every live page and has a size budget: from lib/messaging it takes
// values only from plain/ (no zod); the schema files' types are free (erased at build).
const contentScriptMayNotImport = {
  patterns: [
    ...uiMayNotImport.patterns,
    {
      group: ['zod', 'zod/*'],
      message: 'No schema library in live pages: the background parses every page message.',
    },
    {
      group: ['**/messaging/*', '!**/messaging/wire', '**/messaging/*/**', '!**/messaging/wire/**'],
      allowTypeImports: true,
      message: 'The content script imports values from lib/messaging/wire/ only (schema files: `import type`).',
    },
  ],
};
const backgroundMayNotImport = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react-dom/*', '@tanstack/react-query', '**/components/**'],
      message: 'Background code has no UI.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.sandbox/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'components/**', 'entrypoints/sidepanel/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [
      'components/**',
      'entrypoints/sidepanel/**',
      'entrypoints/*.content.ts',
      'entrypoints/*.content/**',
      'lib/live/**',
      'lib/queries/**',
      'lib/upload/**',
    ],
    rules: { 'no-restricted-imports': ['error', uiMayNotImport] },
  },
  {
    // Screens read and write through their domain's data module (lib/queries/<domain>.ts), which owns
    // the message, the cache keys it refreshes, the toast and the undo.
    files: ['components/**', 'entrypoints/sidepanel/**', 'entrypoints/options/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiMayNotImport.patterns,
            {
              group: ['**/lib/queries/send', '@/lib/queries/send'],
              message: 'Screens send nothing themselves: use or add a hook in lib/queries/<domain>.ts.',
            },
          ],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation', 'useQueryClient'],
              message: 'Writes and cache updates belong in lib/queries/<domain>.ts (useWrite).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['entrypoints/*.content.ts', 'entrypoints/*.content/**', 'lib/live/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', contentScriptMayNotImport],
    },
  },
  {
    files: ['lib/provider/**', 'lib/service/**', 'entrypoints/background.ts'],
    rules: {
      'no-restricted-imports': ['error', backgroundMayNotImport],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'No window in a service worker.' },
        { name: 'document', message: 'No document in a service worker.' },
      ],
    },
  },

  // Layout is Prettier's (npm run format; checked by npm run lint): no lint rule argues with it.
  prettier,
);
