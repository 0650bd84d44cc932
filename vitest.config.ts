import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        // Logic of the extension and the sandbox, in a fake browser (WXT's fakeBrowser).
        plugins: [WxtVitest(), react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The sandbox driven through the official SDK's own modules, over real HTTP.
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
