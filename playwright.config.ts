import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// End-to-end: the built extension (`wxt build --mode sandbox`: the production code, able to reach the
// sandbox) in headless Chromium, against an in-process sandbox per test. See tests/e2e/fixtures.ts.
// The global setup finds or installs the Chromium first (scripts/browser/) and passes it on as
// CHROMIUM_PATH. One worker per core (PW_WORKERS overrides): each worker's browser keeps its core
// busy, its processes working in bursts. On the 2-core machine the suite is timed on, a third worker
// made every test 40 % slower and the whole run 15 % longer (12.0 min against 10.1), the kernel's own
// share (page faults, switching between Chromium's processes) growing with the crowd.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.PW_WORKERS ?? availableParallelism()),
  fullyParallel: true,
  retries: 0,
  reporter: 'list',
  // Traces cost a sixth of the run's time even when kept only on failure: PW_TRACE=retain-on-failure
  // records them (a failing test's trace then lands in test-results/).
  use: {
    trace: process.env.PW_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
