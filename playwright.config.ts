import { defineConfig } from '@playwright/test';

// End-to-end: the built extension (`wxt build --mode sandbox`: the production code, able to reach the
// sandbox) in headless Chromium, against an in-process sandbox per test. See tests/e2e/fixtures.ts. The global setup finds or installs the
// Chromium first (scripts/browser/) and passes it on as CHROMIUM_PATH. Three workers: each test has
// its own sandbox and browser profile, and much of a test's time is waiting (on the browser, on the
// clickjacking guard's moment, on quiet windows), so three keep a 2-core machine busier than two
// (5.7 min against 6.2; four are no quicker). PW_WORKERS overrides.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.PW_WORKERS ?? 3),
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
