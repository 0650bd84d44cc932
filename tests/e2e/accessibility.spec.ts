import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { letAxeIntoClosedControls, seriousFindings, shadowButtonsChecked } from './pages/axe';
import { openMemberButton } from './pages/open-member-control';
import { onProductPageConnected } from './pages/product-page-session';
import { openSidePanel } from './pages/side-panel';
import { storedMembers } from './members-db';
import { approvedReviewOn } from './sandbox-db';

// axe, light and dark, on what the layout suite's walks (tests/e2e/layout/, which axe every panel screen
// and the options page in both themes) don't reach: the desk's keyboard help, a reply being written,
// the app identity form, and the live page's controls. No serious or critical finding (WCAG 2 A/AA and
// best practices). Several axe runs per test: 20–35 s on a quiet machine, over the default 45 s on a
// loaded one, so these get 90 s.
test.describe.configure({ timeout: 90_000 });

test("side panel: the desk's keyboard help, a reply being written, the app identity form, and the requests tool", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await expect(panel.reviewCards().first()).toBeVisible();
  await panel.page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await panel.reviewCards().first().getByRole('button', { name: 'Reply' }).click();
  await panel.openMenu();
  await panel.page.getByTestId('app-identity').getByRole('button', { name: 'Connect as your own Wix app' }).click();
  await expect(panel.page.getByRole('form', { name: 'Connect as your own Wix app' })).toBeVisible();
  expect(await seriousFindings(panel.page)).toEqual([]);

  await panel.page.getByRole('tab', { name: 'Requests' }).click();
  await expect(panel.page.getByTestId('review-request').first()).toBeVisible();
  expect(await seriousFindings(panel.page)).toEqual([]);
});

test("the live page's controls: the review strip (open, with a reply form), the moderate buttons, the member links", async ({
  context,
  extensionId,
  sandbox,
}) => {
  // Two pages with axe in each colour scheme, inside the closed roots and the extension's frames: more than the default.
  test.setTimeout(90_000);
  const { site, product, live, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const published = approvedReviewOn(sandbox, site.id, product.path);
  await expect.poll(() => controls.state(published)).toBe('Approved');
  await expect.poll(() => controls.stripHeading()).not.toBeNull();
  await controls.clickInStrip(`${product.pendingIds.length} review`);
  await controls.clickInStrip('Reply', product.pendingIds[0]);
  await controls.click(published, 'Reply');
  expect(await letAxeIntoClosedControls(live)).toBeGreaterThan(1);
  // axe really checks inside the closed roots: the strip's and every review's buttons.
  expect(await shadowButtonsChecked(live, '[data-sitekeeper]')).toBeGreaterThan(5);
  expect(await seriousFindings(live, { include: '[data-sitekeeper]' })).toEqual([]);

  const member = storedMembers(sandbox, site.id).find((m) => m.status === 'APPROVED')!;
  await live.goto(`${site.liveUrl}/profile/${member.slug}/profile`);
  await expect.poll(async () => (await openMemberButton(live))?.text).toBe('Open in Sitekeeper');
  // The member frame comes a moment after the buttons: the background first finds the member from the address.
  await expect
    .poll(() => live.frames().some((f) => f.url().includes('/live-frame.html')), {
      message: "the member frame (its 'Reported N×' mark) beside the profile page's buttons",
      timeout: 10_000,
    })
    .toBe(true);
  // The controls' root and that of the member frame beside them (its "Reported N×" mark).
  expect(await letAxeIntoClosedControls(live)).toBe(2);
  // Its two buttons: the member's card and the contact behind the member.
  expect(await shadowButtonsChecked(live, '[data-sitekeeper]')).toBe(2);
  expect(await seriousFindings(live, { include: '[data-sitekeeper]' })).toEqual([]);
});
