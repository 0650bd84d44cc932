// `npm run screenshots`: pictures of Sitekeeper for the README, made against the sandbox so they
// stay current. Builds the development extension, starts a throwaway sandbox, and writes
// docs/screenshots/{panel,panel-dark,live-page}.png; then runs the layout suite (tests/e2e/layout)
// with SCREENSHOTS=1, which keeps every screen it checks at 360 px, per language and theme, as
// docs/screenshots/<screen>-<lang>-<theme>.png.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { DEV_EXTENSION_ID } from './dev-extension-key';
import { productWithPendingReviews } from '../tests/e2e/sandbox-db';
import { ensureChromium } from './browser/ensure';

const out = path.resolve('docs/screenshots');
const extension = path.resolve('.output/chrome-mv3');

async function launch(colorScheme: 'light' | 'dark', executablePath: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext('', {
    executablePath,
    headless: true,
    colorScheme,
    viewport: { width: 1200, height: 800 },
    args: [
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

async function shoot(
  colorScheme: 'light' | 'dark',
  executablePath: string,
  sandboxUrl: string,
  livePath: string,
): Promise<void> {
  const context = await launch(colorScheme, executablePath);
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(sw.url()).host;
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(livePath);
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 420, height: 900 });
    await panel.goto(`chrome-extension://${id}/sidepanel.html`);
    await panel.getByLabel('Sandbox URL').fill(sandboxUrl);
    await panel.getByRole('button', { name: 'Use the local sandbox' }).click();
    await panel.getByTestId('review-card').first().waitFor();
    await panel.screenshot({ path: path.join(out, colorScheme === 'dark' ? 'panel-dark.png' : 'panel.png') });
    if (colorScheme === 'light') {
      await live.bringToFront();
      await live.reload();
      await live.waitForTimeout(1500); // the strip and the controls come in after load
      await live.screenshot({ path: path.join(out, 'live-page.png'), fullPage: false });
    }
  } finally {
    await context.close();
  }
}

mkdirSync(out, { recursive: true });
execFileSync('npx', ['wxt', 'build', '--mode', 'development'], { stdio: 'inherit' });
const executablePath = await ensureChromium();
const sandbox = await startSandbox({ allowExtensions: [DEV_EXTENSION_ID], port: 0, quiet: true });
try {
  const sites = (
    (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: Array<{ id: string; liveUrl: string }> }
  ).sites;
  const product = productWithPendingReviews(sandbox, sites[0]!.id);
  const livePath = `${sites[0]!.liveUrl}${product.path}`;
  await shoot('light', executablePath, sandbox.url, livePath);
  await shoot('dark', executablePath, sandbox.url, livePath);
} finally {
  await sandbox.close();
}
execFileSync('npx', ['playwright', 'test', 'tests/e2e/layout'], {
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS: '1', CHROMIUM_PATH: executablePath },
});
console.log(`Screenshots written to ${path.relative(process.cwd(), out)}/`);
