// The built extension's side panel (the sandbox build) in headless Chromium, connected to a sandbox: what the panel
// benchmarks (media, contacts) measure in.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const EXTENSION = resolve('.output/chrome-mv3');

/**
 * The `sandbox` build (lib/build-modes.ts): the production code users run, React's production runtime
 * included, that still reaches the sandbox. The plain development build bundles React's development
 * runtime (jsxDEV and its checks), which made the Members tab draw its 50 rows ~100 ms slower. Built
 * here when the folder holds anything else (a production build, or a development build).
 */
function ensureSandboxBuild(): void {
  const manifest = join(EXTENSION, 'manifest.json');
  const reachesSandbox = existsSync(manifest) && readFileSync(manifest, 'utf8').includes('__MSG_extension_nameDev__');
  const chunks = join(EXTENSION, 'chunks');
  const hasDevReact =
    existsSync(chunks) &&
    readdirSync(chunks).some((f) => f.endsWith('.js') && readFileSync(join(chunks, f), 'utf8').includes('jsxDEV'));
  if (!reachesSandbox || hasDevReact) execSync('npx wxt build --mode sandbox', { stdio: 'ignore' });
}

/** Chromium with the extension, a tab on the site's live page, and the panel (as a tab) connected to the sandbox. */
export async function openConnectedPanel(
  sandboxUrl: string,
  liveUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  ensureSandboxBuild();
  const context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION}`,
      `--load-extension=${EXTENSION}`,
      '--disable-gpu',
      '--no-first-run',
    ],
  });
  const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(sw.url()).host;
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${liveUrl}/`);
  const page = await context.newPage();
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await page.getByLabel('Sandbox URL').fill(sandboxUrl);
  await page.getByRole('button', { name: 'Use the local sandbox' }).click();
  // The connection's label lives in the header's menu (closed): attached once connected.
  await page.getByTestId('connection-label').waitFor({ state: 'attached' });
  return { context, page };
}
