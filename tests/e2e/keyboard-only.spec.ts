import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { MembersPanel } from './pages/members-panel';
import { openSidePanel } from './pages/side-panel';
import { pendingReviews, reviewStatus } from './sandbox-db';

/** Presses `key` (Tab, Shift+Tab) until `target` has the focus, as a keyboard user walks the page. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, max = 80): Promise<number> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`${target.toString()} is not on the page`);
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press(key);
    if (await element.evaluate((el) => el === document.activeElement)) return n;
  }
  throw new Error(`${max} × ${key} never reached ${target.toString()}`);
}

/** Types text one key press at a time. */
async function pressText(page: Page, text: string): Promise<void> {
  for (const ch of text) await page.keyboard.press(ch);
}

test('keyboard only: connect, moderate a review in the desk, switch tools, open a member card', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  const page = panel.page;

  // Connect: the sandbox address typed into its field, then the button, by Tab and Enter.
  const urlField = page.getByLabel('Sandbox URL');
  await pressUntilFocused(page, 'Tab', urlField);
  await page.keyboard.press('ControlOrMeta+A');
  await pressText(page, sandbox.url);
  await expect(urlField).toHaveValue(sandbox.url);
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Use the local sandbox' }));
  await page.keyboard.press('Enter');
  // The header's menu says how the panel is connected; Escape folds it again.
  const menu = page.getByRole('button', { name: 'Site and connection' });
  await pressUntilFocused(page, 'Shift+Tab', menu);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('connection-label')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('connection-label')).toBeHidden();
  await expect(menu).toBeFocused();

  // The desk: Tab reaches the first review, A approves it.
  const pending = pendingReviews(sandbox, site!.id);
  const first = panel.card(pending[0]!.id);
  await expect(first).toBeVisible();
  await pressUntilFocused(page, 'Tab', first);
  await page.keyboard.press('a');
  await expect(first).toHaveCount(0);
  expect(reviewStatus(sandbox, site!.id, pending[0]!.id)).toBe('APPROVED');
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 1));

  // Switch tools: back to the tab list, arrows move between the tools.
  const reviewsTab = page.getByRole('tab', { name: 'Reviews' });
  await pressUntilFocused(page, 'Shift+Tab', reviewsTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('review-request').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const membersTab = page.getByRole('tab', { name: 'Members' });
  await expect(membersTab).toHaveAttribute('aria-selected', 'true');
  await expect(membersTab).toBeFocused();

  // A member card: Tab to a member's name, Enter.
  const members = new MembersPanel(page);
  const row = members.rows().first();
  await expect(row).toBeVisible();
  const memberId = await row.getAttribute('data-member-id');
  await pressUntilFocused(page, 'Tab', row.getByRole('button').first());
  await page.keyboard.press('Enter');
  await expect(members.card()).toHaveAttribute('data-member-id', memberId!);
});
