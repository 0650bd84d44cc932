import { expect, test } from './fixtures';
import { downloadedText } from './downloads';
import { demoSites } from '../contract/sdk-client';
import { storedMember, storedMembers } from './members-db';
import { MembersPanel } from './pages/members-panel';
import { openMemberButton } from './pages/open-member-control';
import { openSidePanel } from './pages/side-panel';

async function membersTab(context: Parameters<typeof openSidePanel>[0], extensionId: string, sandboxUrl: string) {
  const [site] = await demoSites(sandboxUrl);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandboxUrl);
  const members = new MembersPanel(panel.page);
  await members.open();
  return { site: site!, panel, members };
}

/** The windows (normal, popup) whose tabs show `url`: where the browser put the hosted login page. */
function windowsShowing(context: Parameters<typeof openSidePanel>[0], url: string): Promise<string[]> {
  return context.serviceWorkers()[0]!.evaluate(async (u) => {
    const tabs = (await chrome.tabs.query({})).filter((t) => t.url === u);
    return Promise.all(tabs.map(async (t) => (await chrome.windows.get(t.windowId)).type ?? 'unknown'));
  }, url);
}

test('find a pending member by filter and approve them; the filter survives a reload', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel, members } = await membersTab(context, extensionId, sandbox.url);
  await expect(members.total()).toHaveText(String(storedMembers(sandbox, site.id).length));

  const pending = storedMembers(sandbox, site.id).filter((m) => m.status === 'PENDING');
  expect(pending.length).toBeGreaterThan(0);
  await members.addCondition(1, 'Status', 'is', 'PENDING');
  await members.applyFilter();
  await expect(members.total()).toHaveText(String(pending.length));
  await expect(members.rows()).toHaveCount(Math.min(50, pending.length));

  await panel.page.reload();
  await expect(members.total()).toHaveText(String(pending.length));
  await expect(panel.page.getByLabel('Value of condition 1')).toHaveValue('PENDING');

  const target = pending[0]!;
  await members.openRow(target.id);
  await expect(members.card()).toHaveAttribute('data-member-id', target.id);
  await expect(members.card().getByTestId('member-card-status')).toHaveText('Pending approval');
  await members.card().getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(members.card().getByTestId('member-card-status')).toHaveText('Approved');
  expect(storedMember(sandbox, site.id, target.id)?.status).toBe('APPROVED');

  await panel.page.getByRole('button', { name: '← Back to the list' }).click();
  await expect(members.total()).toHaveText(String(pending.length - 1));
  await expect(members.row(target.id)).toHaveCount(0);
});

test('block and unblock by filter, with the exact count confirmed first', async ({ context, extensionId, sandbox }) => {
  const { site, panel, members } = await membersTab(context, extensionId, sandbox.url);
  const chosen = storedMembers(sandbox, site.id)
    .filter((m) => m.status === 'APPROVED')
    .slice(0, 3);
  expect(chosen).toHaveLength(3);
  await members.addCondition(1, 'Member id', 'is any of', chosen.map((m) => m.id).join(', '));
  await members.applyFilter();
  await expect(members.total()).toHaveText('3');

  await members.matching('Block all matching');
  await expect(panel.page.getByRole('alertdialog')).toHaveAccessibleName('This blocks 3 members. Continue?');
  // Nothing happens before the confirmation.
  expect(chosen.every((m) => storedMember(sandbox, site.id, m.id)?.status === 'APPROVED')).toBe(true);
  await panel.page.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(panel.page.getByTestId('toast')).toHaveText('Done: 3 members changed, 0 left unchanged.');
  expect(chosen.map((m) => storedMember(sandbox, site.id, m.id)?.status)).toEqual(['BLOCKED', 'BLOCKED', 'BLOCKED']);
  await expect(members.rows().filter({ hasText: 'Blocked' })).toHaveCount(3);

  await members.matching('Approve all matching');
  await expect(panel.page.getByRole('alertdialog')).toHaveAccessibleName('This approves 3 members. Continue?');
  await panel.page.getByRole('button', { name: 'Yes, do it' }).click();
  // The toast reads as the block's did (which may still show): the rows tell the approval apart.
  await expect(members.rows().filter({ hasText: 'Blocked' })).toHaveCount(0);
  await expect(panel.page.getByTestId('toast')).toHaveText('Done: 3 members changed, 0 left unchanged.');
  expect(chosen.map((m) => storedMember(sandbox, site.id, m.id)?.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
});

test('a taken slug is shown on the slug field; mute offers Undo', async ({ context, extensionId, sandbox }) => {
  const { site, panel, members } = await membersTab(context, extensionId, sandbox.url);
  const [mine, other] = storedMembers(sandbox, site.id).filter(
    (m) => m.status === 'APPROVED' && m.activityStatus === 'ACTIVE',
  );
  await members.addCondition(1, 'Member id', 'is', mine!.id);
  await members.applyFilter();
  await members.openRow(mine!.id);
  await expect(members.card()).toHaveAttribute('data-member-id', mine!.id);

  const slugForm = panel.page.getByRole('form', { name: 'Change slug' });
  await slugForm.getByLabel('Slug').fill('Not A Slug');
  await slugForm.getByRole('button', { name: 'Change slug' }).click();
  await expect(panel.page.getByTestId('slug-error')).toContainText('Lowercase letters and digits');

  await slugForm.getByLabel('Slug').fill(other!.slug);
  await slugForm.getByRole('button', { name: 'Change slug' }).click();
  await expect(panel.page.getByTestId('slug-error')).toContainText(`Slug ${other!.slug} is already taken`);
  await expect(panel.page.getByTestId('slug-error')).toContainText('request id');
  await expect(slugForm.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  expect(storedMember(sandbox, site.id, mine!.id)?.slug).toBe(mine!.slug);

  await members.card().getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(members.card().getByTestId('member-card-activity')).toHaveText('Muted');
  expect(storedMember(sandbox, site.id, mine!.id)?.activityStatus).toBe('MUTED');
  await panel.page.getByTestId('member-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(members.card().getByTestId('member-card-activity')).toHaveText('Active');
  expect(storedMember(sandbox, site.id, mine!.id)?.activityStatus).toBe('ACTIVE');
});

test('select members and delete them, with the count confirmed', async ({ context, extensionId, sandbox }) => {
  const { site, panel, members } = await membersTab(context, extensionId, sandbox.url);
  const before = storedMembers(sandbox, site.id).length;
  await expect(members.total()).toHaveText(String(before));
  const ids = await members
    .rows()
    .evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-member-id')!));
  for (const id of ids) await members.row(id).getByRole('checkbox').check();
  await expect(panel.page.getByTestId('selected-count')).toHaveText('2 selected');
  await panel.page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(panel.page.getByRole('alertdialog')).toContainText('This deletes 2 members. Continue?');
  await panel.page.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(panel.page.getByTestId('toast')).toHaveText('Deleted 2 members.');
  expect(ids.map((id) => storedMember(sandbox, site.id, id))).toEqual([undefined, undefined]);
  await expect(members.total()).toHaveText(String(before - 2));
  await expect(panel.page.getByTestId('selected-count')).toHaveText('0 selected');
});

test("on a member's live profile page the Members tab opens their card", async ({ context, extensionId, sandbox }) => {
  const [site] = await demoSites(sandbox.url);
  const member = storedMembers(sandbox, site!.id).find((m) => m.status === 'APPROVED')!;
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/profile/${member.slug}/profile`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const members = new MembersPanel(panel.page);
  await members.open();
  await expect(members.card()).toHaveAttribute('data-member-id', member.id);
  await expect(members.card().getByTestId('member-card-slug')).toHaveText(member.slug);
});

test('"Open in Sitekeeper" next to a member\'s name switches the panel to their card', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const [first, second] = storedMembers(sandbox, site!.id).filter((m) => m.status === 'APPROVED');
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const members = new MembersPanel(panel.page);
  await members.open();
  await members.addCondition(1, 'Member id', 'is', first!.id);
  await members.applyFilter();
  await members.openRow(first!.id);
  await expect(members.card()).toHaveAttribute('data-member-id', first!.id);
  // Back on the Reviews tab, then the live page of another member.
  await panel.page.getByRole('tab', { name: 'Reviews' }).click();

  await live.bringToFront();
  await live.goto(`${site!.liveUrl}/profile/${second!.slug}/profile`);
  await expect.poll(async () => (await openMemberButton(live))?.text).toBe('Open in Sitekeeper');
  await (await openMemberButton(live))!.click();
  await expect(panel.page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(members.card()).toHaveAttribute('data-member-id', second!.id);
});

test("export the current filter's members to a CSV file", async ({ context, extensionId, sandbox }) => {
  const { site, panel, members } = await membersTab(context, extensionId, sandbox.url);
  const approved = storedMembers(sandbox, site.id).filter((m) => m.status === 'APPROVED');
  await members.addCondition(1, 'Status', 'is', 'APPROVED');
  await members.applyFilter();
  await expect(members.total()).toHaveText(String(approved.length));
  const text = await downloadedText(panel.page.getByRole('button', { name: 'Export to CSV' }));
  const lines = text.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^id,loginEmail,nickname,/);
  expect(new Set(lines.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(approved.map((m) => m.id)));
  await expect(panel.page.getByTestId('toast')).toHaveText(`Exported ${approved.length} members.`);
});

test('log in as a demo member through the hosted login page, join and leave the community, change the slug, log out', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await membersTab(context, extensionId, sandbox.url);
  const [demo] = await demoSites(sandbox.url);
  await panel.openActAsMember();
  await expect(panel.page.getByTestId('member-redirect-uri')).toHaveText(
    `The OAuth app must allow this redirect URI: https://${extensionId}.chromiumapp.org/member-login`,
  );
  await panel.page.getByLabel("OAuth client id of the site's headless app").fill(demo!.oauthClientId);
  const [login] = await Promise.all([
    context.waitForEvent('page'),
    panel.page.getByRole('button', { name: 'Log in as a member' }).click(),
  ]);
  await login.waitForLoadState();
  // The browser's own login window (identity.launchWebAuthFlow), a popup of its own, not a tab.
  expect(await windowsShowing(context, login.url())).toEqual(['popup']);
  const button = login.getByRole('button', { name: /^Log in as / }).first();
  const memberId = (await button.getAttribute('value'))!;
  const before = storedMember(sandbox, site.id, memberId)!;
  await button.click();

  await expect(panel.page.getByTestId('acting-as')).toHaveText(
    `Acting as the member ${before.nickname} (their identity, not yours).`,
  );
  await expect(panel.page.getByTestId('acting-slug')).toHaveText(before.slug);
  const acting = panel.page.getByTestId('acting-member');

  await acting.getByRole('button', { name: 'Leave the community' }).click();
  await expect(panel.page.getByTestId('acting-privacy')).toHaveText('Private');
  expect(storedMember(sandbox, site.id, memberId)?.privacyStatus).toBe('PRIVATE');
  await acting.getByRole('button', { name: 'Join the community' }).click();
  await expect(panel.page.getByTestId('acting-privacy')).toHaveText('Public');
  expect(storedMember(sandbox, site.id, memberId)?.privacyStatus).toBe('PUBLIC');

  const newSlug = `self-${Date.now().toString(36)}`;
  await acting.getByRole('form', { name: 'Change slug' }).getByLabel('Slug').fill(newSlug);
  await acting.getByRole('form', { name: 'Change slug' }).getByRole('button', { name: 'Change slug' }).click();
  await expect(panel.page.getByTestId('acting-slug')).toHaveText(newSlug);
  expect(storedMember(sandbox, site.id, memberId)?.slug).toBe(newSlug);

  // Log out goes through the provider's logout page (a logout redirect session), which revokes the
  // member's tokens: the access token the extension held is refused afterwards.
  const sw = context.serviceWorkers()[0]!;
  const held = await sw.evaluate(async (siteId) => {
    const all = (await chrome.storage.session.get('memberSessions')).memberSessions as Record<
      string,
      { tokens: { accessToken: { value: string } } }
    >;
    return all[siteId]!.tokens.accessToken.value;
  }, site.id);
  const asHeld = () =>
    fetch(`${sandbox.url}/members/v1/members/my`, { headers: { authorization: held } }).then((r) => r.status);
  expect(await asHeld()).toBe(200);
  await acting.getByRole('button', { name: 'Log out' }).click();
  await expect(panel.page.getByTestId('acting-member')).toHaveCount(0);
  await expect(panel.page.getByRole('button', { name: 'Log in as a member' })).toBeVisible();
  await expect(panel.page.getByTestId('toast')).toHaveText(
    "Logged out on the site's logout page; the member's session is revoked.",
  );
  const logout = sandbox.db
    .prepare(
      "SELECT caller_member_id AS memberId FROM identity_redirect_sessions WHERE site_id = ? AND intent = 'logout'",
    )
    .all(site.id) as { memberId: string | null }[];
  expect(logout).toEqual([{ memberId }]);
  expect(await asHeld()).toBe(401);
});

test('closing the login window cancels the login, and no tab opens in its place', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { panel } = await membersTab(context, extensionId, sandbox.url);
  const [demo] = await demoSites(sandbox.url);
  await panel.openActAsMember();
  await panel.page.getByLabel("OAuth client id of the site's headless app").fill(demo!.oauthClientId);
  const [login] = await Promise.all([
    context.waitForEvent('page'),
    panel.page.getByRole('button', { name: 'Log in as a member' }).click(),
  ]);
  await login.waitForLoadState();
  const loginUrl = login.url();
  expect(await windowsShowing(context, loginUrl)).toEqual(['popup']);
  await login.close();

  await expect(panel.page.getByRole('alert')).toContainText('The login window was closed before the login finished.');
  await expect(panel.page.getByRole('button', { name: 'Log in as a member' })).toBeEnabled();
  expect(await windowsShowing(context, loginUrl)).toEqual([]);
  expect(context.pages().map((p) => new URL(p.url()).pathname)).not.toContain('/oauth2/authorize');
});
