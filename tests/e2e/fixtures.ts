import { test as base, chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { DEV_EXTENSION_ID } from '../../scripts/dev-extension-key';

export const extensionPath = path.resolve('.output/chrome-mv3');

interface Fixtures {
  sandbox: SandboxHandle;
  /** The browser profile's folder: a test may close the browser and start it again on the same profile. */
  profileDir: string;
  context: BrowserContext;
  extensionId: string;
}

/**
 * Chromium with the built extension, on the given profile folder. Recipe: docs/toolchain.md §3.
 * `lang` sets the browser's UI language, which is the extension's (docs/i18n.md).
 */
export function launchBrowser(profileDir: string, lang = 'en-US'): Promise<BrowserContext> {
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

/** A fresh sandbox (its own database file) and a fresh Chromium profile with the built extension, per test. */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  sandbox: async ({}, use) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-e2e-'));
    const sandbox = await startSandbox({
      allowExtensions: [DEV_EXTENSION_ID],
      port: 0,
      dbPath: path.join(dir, 'sandbox.db'),
      quiet: true,
    });
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
  context: async ({ profileDir }, use) => {
    const context = await launchBrowser(profileDir);
    await use(context);
    await context.close();
  },
  extensionId: async ({ context }, use) => {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(sw.url()).host);
  },
});
export const expect = test.expect;
