import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    restoreMocks: true,
    // Vitest's own default ran one file at a time on a 2-core machine (160 s); files wait on imports
    // and on the sandbox's HTTP, so one more worker than cores keeps both busy (125 s).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // Logic of the extension and the sandbox, in a fake browser (WXT's fakeBrowser). Plain Node
        // by default; a file that renders or reads a document says `// @vitest-environment happy-dom`
        // on its first line (a DOM for every file cost about a third of the unit run).
        plugins: [WxtVitest(), react()],
        test: {
          name: 'unit',
          environment: 'node',
          pool: 'threads',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The sandbox driven through the official SDK's own modules, over real HTTP. `@/` as in the
        // extension, for the extension's own provider calls and filter rules.
        resolve: { alias: { '@/': new URL('./', import.meta.url).pathname } },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 20_000,
          // Each file starts its own sandbox, so files need no fresh module graph each: sharing one
          // took the contract run from 95 s to 31 s (the SDK's modules load once).
          isolate: false,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
