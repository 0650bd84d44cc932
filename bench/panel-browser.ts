// The built extension's side panel (the sandbox build) in headless Chromium, connected to a sandbox: what the panel
// benchmarks (media, contacts) measure in.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const EXTENSION = resolve('.output/chrome-mv3');

/** The page of the bench's copy of the extension that holds one small script and nothing else (benchExtension). */
export const FLOOR_PAGE = 'bench-floor.html';

/**
 * The built extension copied for a bench, with one page added: FLOOR_PAGE, a blank page whose one small
 * script records when it ran and when the first frame after it was drawn. The browser's floor for
 * opening a page of the extension is timed on it (bench/instant-panel.ts). Copied, so the build users
 * get has no such page; same key, so same id.
 */
export function benchExtension(from = EXTENSION): string {
  const parent = mkdtempSync(join(tmpdir(), 'sitekeeper-bench-extension-'));
  // Gone with the bench's process (its browser is closed by then).
  process.once('exit', () => rmSync(parent, { recursive: true, force: true }));
  const dir = join(parent, 'chrome-mv3');
  cpSync(from, dir, { recursive: true });
  writeFileSync(
    join(dir, FLOOR_PAGE),
    '<!doctype html><html><head><meta charset="utf-8"><script src="/bench-floor.js"></script></head><body></body></html>',
  );
  writeFileSync(
    join(dir, 'bench-floor.js'),
    'window.__floorScript = performance.now(); requestAnimationFrame(() => setTimeout(() => (window.__floorFrame = performance.now())));',
  );
  return dir;
}

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
  const extension = benchExtension();
  const context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
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
