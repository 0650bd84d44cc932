import { test as base, chromium, type BrowserContext } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { DEV_EXTENSION_ID } from '../../scripts/dev-extension-key';
import { freshExtension } from './fresh-extension';
import { WorkerGoneError } from './stop-worker';
import { seededTemplate } from './seeded-template';
import type { SeedSize } from '../../sandbox/seed/demo-sites';

export const extensionPath = path.resolve('.output/chrome-mv3');

/** The UI language of the tests' browser unless a test asks for another (the layout suite's German screens). */
export const ENGLISH = 'en-US';

interface Fixtures {
  /** The seed of the test's data: `small` unless a file asks for another (`test.use({ seed: 'agency' })`). */
  seed: SeedSize;
  /** The demo data of the test's seed, seeded once per worker; the test's sandbox starts from a copy of it. */
  seedFile: string;
  sandbox: SandboxHandle;
  /** The browser profile's folder: a test may close the browser and start it again on the same profile. */
  profileDir: string;
  context: BrowserContext;
  extensionId: string;
  /**
   * A browser of the test's own (launched for it, on `profileDir`) instead of the worker's: for a
   * test that closes the browser and starts it again. `test.use({ ownBrowser: true })` in its file.
   */
  ownBrowser: boolean;
}

/** The worker's browsers, one per UI language, each launched when a test first asks for it. */
export interface WorkerBrowsers {
  /** The worker's browser in `lang`, made fresh (tests/e2e/fresh-extension.ts) when a test before used it. */
  fresh(lang: string): Promise<BrowserContext>;
}

/** The worker's seeded databases, one per seed, each made when a test first asks for it. */
interface SeedTemplates {
  file(seed: SeedSize): string;
}

interface WorkerFixtures {
  workerBrowsers: WorkerBrowsers;
  seedTemplates: SeedTemplates;
}

/**
 * Chromium with the built extension, on the given profile folder. Recipe: docs/toolchain.md §3.
 * `lang` sets the browser's UI language, which is the extension's (docs/i18n.md).
 */
export function launchBrowser(profileDir: string, lang = ENGLISH): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    locale: lang,
    env: { ...process.env, LANGUAGE: lang.replace('-', '_') },
    // Set by the global setup (tests/e2e/global-setup.ts) to the Chromium it found or installed.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      `--lang=${lang}`,
    ],
  });
}

/**
 * Each test has a sandbox of its own (a copy of the worker's seeded database, on a new port, so no
 * page storage of one test's sandbox origin is seen by the next) and the extension as just installed.
 * The browser is the worker's, made fresh between tests: launching one per test was a fifth of the
 * end-to-end run.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  // A test option, not a worker one: a worker option's other value needs workers of its own, which
  // Playwright started only once the others had finished, so the agency tests ran last, one or two
  // at a time, a minute after the rest.
  seed: ['small', { option: true }],
  seedTemplates: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const templates = new Map<SeedSize, ReturnType<typeof seededTemplate>>();
      await use({
        file: (seed) => {
          let template = templates.get(seed);
          if (!template) templates.set(seed, (template = seededTemplate(seed)));
          return template.file;
        },
      });
      for (const template of templates.values()) template.remove();
    },
    { scope: 'worker' },
  ],
  // The agency seed's 1 000 sites take a while to generate on a loaded machine (once per worker).
  seedFile: [async ({ seed, seedTemplates }, use) => use(seedTemplates.file(seed)), { timeout: 180_000 }],
  workerBrowsers: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      // Launched when a test of the worker first asks for its language: none for a worker whose tests each take their own.
      const browsers = new Map<string, { context: Promise<BrowserContext>; dir: string; used: boolean }>();
      const launch = (lang: string) => {
        const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-profile-'));
        const browser = { context: launchBrowser(dir, lang), dir, used: false };
        browsers.set(lang, browser);
        return browser;
      };
      await use({
        fresh: async (lang) => {
          let browser = browsers.get(lang) ?? launch(lang);
          if (browser.used) {
            try {
              await freshExtension(await browser.context, DEV_EXTENSION_ID);
            } catch (error) {
              if (!(error instanceof WorkerGoneError)) throw error;
              // A browser whose extension lost its worker can't be made fresh: a new one is.
              console.warn(`A new browser for the next test: ${error.message}`);
              await (await browser.context).close();
              rmSync(browser.dir, { recursive: true, force: true });
              browser = launch(lang);
            }
          }
          browser.used = true;
          return browser.context;
        },
      });
      for (const { context, dir } of browsers.values()) {
        await (await context).close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  ownBrowser: [false, { option: true }],
  sandbox: async ({ seedFile }, use) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-e2e-'));
    const dbPath = path.join(dir, 'sandbox.db');
    copyFileSync(seedFile, dbPath);
    const sandbox = await startSandbox({ allowExtensions: [DEV_EXTENSION_ID], port: 0, dbPath, quiet: true });
    await use(sandbox);
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  profileDir: async ({}, use) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  context: async ({ ownBrowser, workerBrowsers, profileDir }, use) => {
    if (ownBrowser) {
      const context = await launchBrowser(profileDir);
      await use(context);
      await context.close();
      return;
    }
    // The first test of a worker has the browser as launched; every later one gets it made fresh.
    await use(await workerBrowsers.fresh(ENGLISH));
  },
  extensionId: async ({ context }, use) => {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(sw.url()).host);
  },
});
export const expect = test.expect;
