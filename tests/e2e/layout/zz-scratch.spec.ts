import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, launchBrowser } from '../fixtures';
import { demoSites } from '../../contract/sdk-client';
import { overflows, visibleTexts, codeIn } from './checks';

const lang = process.env.SLANG ?? 'en';
test('scratch', async ({ sandbox }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sk-scratch-'));
  const context = await launchBrowser(dir, lang);
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(sw.url()).host;
    const [site] = await demoSites(sandbox.url);
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(site!.liveUrl);
    const page = await context.newPage();
    await page.setViewportSize({ width: Number(process.env.SW ?? 360), height: 1400 });
    await page.goto(`chrome-extension://${id}/sidepanel.html`);
    await page.getByTestId('sandbox-url').or(page.getByLabel(/Sandbox/)).first().fill(sandbox.url);
    await page.getByTestId('connect-sandbox').or(page.getByRole('button', { name: /sandbox/i })).first().click();
    await page.getByTestId('connection-label').waitFor();
    await page.evaluate(() => { window.location.hash = 'tool=media'; });
    await expect(page.getByTestId('media-thumb').first()).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shots/grid.png', fullPage: false });
    console.log('OVER', await overflows(page));
    console.log('CODES', (await visibleTexts(page)).filter((t) => codeIn(t)));
    const steps = (process.env.STEPS ?? '').split(',').filter(Boolean);
    for (const s of steps) {
      if (s === 'detail') { await page.getByTestId('media-thumb').first().getByRole('button').first().click(); await page.waitForTimeout(800); }
      else if (s === 'import') await page.getByTestId('media-import-toggle').or(page.getByText(/Import from URLs|Aus URLs/)).first().click();
      else if (s === 'trash') await page.getByTestId('media-view-trash').or(page.getByRole('button', { name: /Trash bin|Papierkorb/ })).first().click();
      else if (s === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
      else if (s === 'full') { await page.screenshot({ path: `/tmp/shots/full.png`, fullPage: true }); continue; }
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${s}.png` });
      console.log(s, 'OVER', await overflows(page));
      console.log(s, 'CODES', (await visibleTexts(page)).filter((t) => codeIn(t)));
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
