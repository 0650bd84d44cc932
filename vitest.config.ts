import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}'];

/** Unit test files that mock modules (vi.mock, vi.doMock): found by reading them, so a moved or new file is placed by itself. */
const MOCKING_FILES = (readdirSync('tests/unit', { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`)
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

/** What both unit projects share. */
const UNIT = {
  plugins: [WxtVitest(), react()],
  test: {
    environment: 'node',
    pool: 'threads' as const,
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
};

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
        // on its first line (a DOM for every file cost about a third of the unit run). Files share
        // one module graph per worker (loading the modules again for each file was most of the run);
        // the setup resets the fake browser, the DOM and the toast between tests.
        ...UNIT,
        test: { ...UNIT.test, name: 'unit', include: UNIT_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      // The files that replace modules with vi.mock get module graphs of their own.
      ...(MOCKING_FILES.length > 0
        ? [{ ...UNIT, test: { ...UNIT.test, name: 'unit-mocks', include: MOCKING_FILES } }]
        : []),
      {
        // The sandbox driven through the official SDK's own modules, over real HTTP. `@/` as in the
        // extension, for the extension's own provider calls and filter rules.
        resolve: { alias: { '@/': new URL('./', import.meta.url).pathname } },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/contract/setup.ts'],
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
