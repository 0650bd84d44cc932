// Lint keeps the walls of docs/architecture.md ("What the lint config enforces"): UI code never
// reaches the provider or the service; code that runs in live pages or draws the panel's first paint
// ships no schema library and no React; lib/messaging declares what crosses and sends nothing;
// background code never touches React or the DOM; inside lib/service a room imports only the rooms
// below it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/** Each wall is one list of import patterns (@typescript-eslint/no-restricted-imports: types can be let through). */
const wall = (...patterns) => ['error', { patterns: patterns.flat() }];

const noBackground = [
  {
    group: ['**/lib/provider', '**/lib/provider/**', '@/lib/provider/**'],
    message: 'Only the background talks to the provider.',
  },
  {
    group: ['**/lib/service', '**/lib/service/**', '@/lib/service/**'],
    message: 'UI code reaches the background through lib/messaging.',
  },
  { group: ['@wix/*'], message: 'Only lib/provider uses the SDK.' },
];
const noReact = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/*', '@preact/*', '**/components/**'],
  message: 'No React here: this code runs in live pages or before the panel’s bundle.',
};
const noZod = {
  group: ['zod', 'zod/*'],
  message: 'No schema library here: live pages load it (the background parses every page message).',
};
// The content script runs in every live page and has a size budget: from lib/messaging it takes
// values only from wire/ (no zod); the schema files' types are free (erased at build).
const wireValuesOnly = {
  group: ['**/messaging/*', '!**/messaging/wire', '**/messaging/*/**', '!**/messaging/wire/**'],
  allowTypeImports: true,
  message: 'Live pages import values from lib/messaging/wire/ only (the schema files: `import type`).',
};
const noPanel = {
  group: ['**/queries/**'],
  message: 'Live pages send through lib/live/send-page.ts: lib/queries is the panel’s.',
};
// What the panel's first script (entrypoints/panel-paint.ts) loads with it: nothing but itself.
const firstPaintOnly = {
  group: [
    'wxt/*',
    'webextension-polyfill',
    '**/lib/storage',
    '**/storage',
    '**/lib/i18n',
    '**/i18n',
    '**/messaging/**',
    '**/keep-paint',
    '**/capture-paint',
  ],
  message: 'The first paint loads nothing but itself: its tree, its drawing and the window’s web tab.',
};
const backgroundMayNotImport = [
  {
    group: ['react', 'react-dom', 'react-dom/*', '@tanstack/react-query', '**/components/**'],
    message: 'Background code has no UI.',
  },
  {
    group: ['**/queries/**', '**/live/**', '**/ui/**', '**/paint/**', '**/upload/**'],
    message: 'Background code shows nothing: what the panel and live pages show is theirs.',
  },
];
// Inside lib/service (docs/architecture.md "The service layer"): the domains' rooms stand on trust/,
// trust/ on connection/, connection/ on infra/; the listeners and the domain list on everything.
const serviceRoomsAbove = (room, below) => ({
  group: ['../*/**', '!../../**', ...below.map((r) => `!../${r}/**`)],
  message: below.length
    ? `lib/service/${room}/ stands on ${below.map((r) => `${r}/`).join(' and ')} only: it imports no other room of the service.`
    : `lib/service/${room}/ is the ground floor: it imports no other room of the service.`,
});

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.sandbox/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Unused variables and parameters are the type check's (tsconfig.json: noUnusedLocals,
      // noUnusedParameters): the same finding, and this rule was half of ESLint's rule time.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'components/**', 'entrypoints/sidepanel/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The walls, each file in the last that names it (a later wall replaces an earlier one's list).
  { rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['components/**', 'entrypoints/sidepanel/**', 'entrypoints/options/**', 'lib/queries/**', 'lib/upload/**'],
    rules: { '@typescript-eslint/no-restricted-imports': wall(noBackground) },
  },
  {
    // Screens read and write through their domain's data module (lib/queries/<domain>.ts), which owns
    // the message, the cache keys it refreshes, the toast and the undo.
    files: ['components/**', 'entrypoints/sidepanel/**', 'entrypoints/options/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noBackground,
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
    // Live pages: the content script, the frame it shows (strip, reply editor), the one-shot detector,
    // and what they are made of (lib/live, the UI's shared declarations in lib/ui).
    files: [
      'entrypoints/*.content.ts',
      'entrypoints/*.content/**',
      'entrypoints/live-frame/**',
      'entrypoints/detect-site.ts',
      'lib/live/**',
      'lib/ui/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': wall(noBackground, noReact, noZod, wireValuesOnly, noPanel) },
  },
  {
    files: ['lib/paint/**'],
    rules: { '@typescript-eslint/no-restricted-imports': wall(noBackground, noReact, noZod, wireValuesOnly, noPanel) },
  },
  {
    // The panel's first paint (a plain script before the bundle, 4 kB) and the files it draws with.
    files: [
      'entrypoints/panel-paint.ts',
      'lib/paint/draw-paint.ts',
      'lib/paint/paint-tree.ts',
      'lib/paint/kept-age.ts',
      'lib/age-unit.ts',
      'lib/window-web-tab.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(noBackground, noReact, noZod, noPanel, firstPaintOnly),
    },
  },
  {
    // What crosses between the contexts, declared once: it sends nothing and shows nothing.
    files: ['lib/messaging/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(
        { group: ['@wix/*'], allowTypeImports: true, message: 'lib/messaging checks SDK types only.' },
        {
          group: [
            'wxt/*',
            'react',
            'react-dom',
            '**/provider/**',
            '**/service/**',
            '**/queries/**',
            '**/live/**',
            '**/ui/**',
            '**/paint/**',
            '**/upload/**',
            '**/components/**',
          ],
          message: 'lib/messaging declares what crosses: the senders and what is shown live with their context.',
        },
      ),
    },
  },
  {
    // The wire's plain shapes: live pages load them, so no schema library, here or through a value of
    // another messaging file (types are free).
    files: ['lib/messaging/wire/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(noZod, {
        group: ['../*', '../*/**', '!../../**', '**/lib/**', '@/**'],
        allowTypeImports: true,
        message: 'wire/ takes values from wire/ only (the schema files: `import type`).',
      }),
    },
  },
  {
    files: ['lib/provider/**', 'lib/service/**', 'entrypoints/background.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(backgroundMayNotImport),
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'No window in a service worker.' },
        { name: 'document', message: 'No document in a service worker.' },
      ],
    },
  },
  {
    files: ['lib/service/*/**'],
    ignores: ['lib/service/listeners/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(backgroundMayNotImport, {
        group: ['../listeners/**', '../domains'],
        message: 'The listeners and the domain list (lib/service/domains.ts) sit on top: no room imports them.',
      }),
    },
  },
  {
    files: ['lib/service/trust/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(
        backgroundMayNotImport,
        serviceRoomsAbove('trust', ['connection', 'infra']),
      ),
    },
  },
  {
    files: ['lib/service/connection/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(
        backgroundMayNotImport,
        serviceRoomsAbove('connection', ['infra']),
      ),
    },
  },
  {
    files: ['lib/service/infra/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': wall(backgroundMayNotImport, serviceRoomsAbove('infra', [])),
    },
  },

  // Layout is Prettier's (npm run format; checked by npm run lint): no lint rule argues with it.
  prettier,
);
