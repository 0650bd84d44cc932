import { createClient, OAuthStrategy } from '@wix/sdk';
import { memberReport } from '@wix/members';
import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { logInMember, oauthClient, patchGlobalFetch } from '../contract/identity-oauth-client';
import { storedMember, storedMembers } from './members-db';
import { MembersPanel } from './pages/members-panel';
import { memberFrameBoxes, memberFrameText } from './pages/open-member-control';
import { openSidePanel } from './pages/side-panel';

// Member reports: a demo member reports another through the provider (as the site's own pages would,
// with the member's login); the admin sees "Reported 1×" on the reported member's live page and card,
// reads the report in the Members tab's Reported view, blocks the member there, then dismisses every
// report and the list empties.

test('a member reports another; the admin blocks the reported member from the Reported view, then dismisses all reports', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const reportedIds = new Set(
    (
      sandbox.db
        .prepare('SELECT reported_member_id AS id FROM member_reports WHERE site_id = ?')
        .all(site!.id) as Array<{ id: string }>
    ).map((r) => r.id),
  );
  const [reporter, target] = storedMembers(sandbox, site!.id).filter(
    (m) => m.status === 'APPROVED' && m.activityStatus !== 'MUTED' && !reportedIds.has(m.id),
  );

  // The reporter logs in on the site (the hosted login) and reports the target.
  const restore = patchGlobalFetch(sandbox.url);
  try {
    const login = oauthClient(site!.oauthClientId);
    const flow = await logInMember(login, reporter!.id);
    const tokens = await login.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
    const asReporter = createClient({
      modules: { memberReport },
      auth: OAuthStrategy({ clientId: site!.oauthClientId, tokens }),
    });
    await asReporter.memberReport.reportMember({
      reportedMemberId: target!.id,
      reason: { category: 'HARASSMENT', description: 'Sends me messages every day' },
    });
  } finally {
    restore();
  }

  // The target's live profile page carries the mark; the panel opens on their card, which says it too.
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/profile/${target!.slug}/profile`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await expect.poll(() => memberFrameText(live), { timeout: 15_000 }).toContain('Reported 1×');
  const page = panel.page;
  const members = new MembersPanel(page);
  await members.open();
  await expect(members.card()).toHaveAttribute('data-member-id', target!.id);
  await expect(page.getByTestId('member-card-reports')).toContainText('Reported 1×');

  // The Reported view: the report in words, by whom.
  await page.getByRole('button', { name: '← Back to the list' }).click();
  await page.getByRole('navigation', { name: 'Members views' }).getByRole('button', { name: 'Reported' }).click();
  const row = page.locator(`[data-testid="reported-row"][data-member-id="${target!.id}"]`);
  await expect(row.getByTestId('reported-count')).toHaveText('Reported 1×');
  await row.getByRole('button', { name: 'Show the reports' }).click();
  await expect(row.getByTestId('member-report')).toContainText('Harassment');
  await expect(row.getByTestId('member-report')).toContainText(`by ${reporter!.nickname}`);
  await expect(row.getByTestId('member-report')).toContainText('Sends me messages every day');

  // Block from the row, after the question naming them.
  await row.getByRole('button', { name: `Block: ${target!.nickname}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Block ${target!.nickname}? They can no longer log in.`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(row.getByTestId('reported-status')).toHaveText('Blocked');
  expect(storedMember(sandbox, site!.id, target!.id)?.status).toBe('BLOCKED');

  // Dismiss every report: the question counts the members; the list empties, the provider has none.
  const shown = await page.getByTestId('reported-row').count();
  await page.getByRole('checkbox', { name: 'Select every member shown' }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Dismiss the reports about ${shown} members?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(page.getByText('No member is reported.')).toBeVisible();
  const left = sandbox.db.prepare('SELECT COUNT(*) AS n FROM member_reports WHERE site_id = ?').get(site!.id) as {
    n: number;
  };
  expect(left.n).toBe(0);
});

// The member frame's box is fixed before anything is known (lib/live/frame-host.ts): the page's script
// can measure its controls, so their size must be the same whether or not the member was reported.
test("a profile page's controls are the same size for a reported member and one never reported", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const counts = sandbox.db
    .prepare(
      'SELECT reported_member_id AS id, COUNT(*) AS n FROM member_reports WHERE site_id = ? GROUP BY reported_member_id ORDER BY n DESC',
    )
    .all(site!.id) as Array<{ id: string; n: number }>;
  const members = storedMembers(sandbox, site!.id);
  const reported = members.find((m) => m.id === counts[0]!.id)!;
  const never = members.find((m) => m.status === 'APPROVED' && !counts.some((c) => c.id === m.id))!;

  const live = context.pages()[0] ?? (await context.newPage());
  // What the live-page script said when an ask failed ("Sitekeeper: …"): named if the frame never comes.
  const warnings: string[] = [];
  live.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const measured = async (member: typeof reported) => {
    await live.goto(`${site!.liveUrl}/profile/${member.slug}/profile`);
    // Polled as words, so a failure says what the page's script warned of meanwhile.
    const frameOrWhy = async () =>
      (await memberFrameBoxes(live)) ? 'shown' : `not yet; page warnings: ${warnings.join(' | ') || 'none'}`;
    await expect
      .poll(frameOrWhy, { message: `the member frame on ${member.slug}'s profile page`, timeout: 15_000 })
      .toBe('shown');
    // The frame has drawn what it shows (a mark, or nothing) and had time to tell its height. Its host
    // comes first; the frame's document a moment later.
    const memberFrame = () => live.frames().find((f) => /\/live-frame\.html#/.test(f.url()));
    await expect
      .poll(() => memberFrame() !== undefined, { message: 'the member frame loaded in the page', timeout: 15_000 })
      .toBe(true);
    const frame = memberFrame()!;
    await frame.waitForFunction(() => document.readyState === 'complete' && document.body !== null);
    if (member === reported) await expect.poll(() => memberFrameText(live)).toContain(`Reported ${counts[0]!.n}×`);
    else expect(await memberFrameText(live)).toBe('');
    await live.waitForTimeout(1000);
    return memberFrameBoxes(live);
  };
  const withReports = await measured(reported);
  const without = await measured(never);
  expect(withReports!.frame.height).toBeGreaterThan(0);
  expect(without).toEqual(withReports);
});
