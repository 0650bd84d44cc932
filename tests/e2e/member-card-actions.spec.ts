import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedMember, storedMembers } from './members-db';
import { MembersPanel } from './pages/members-panel';
import { panelOnDemoSite } from './pages/side-panel';

// The member card offers the actions that fit the member's state (components/members/member-actions.ts),
// on the sandbox's seeded members of every state.

const STATE_ACTIONS = ['Approve', 'Unblock', 'Block', 'Mute', 'Unmute'];

/** The state actions the card shows, in order (Edit and More are always there). */
const shownActions = async (card: Locator): Promise<string[]> =>
  (await card.getByRole('group', { name: 'Actions' }).getByRole('button').allTextContents())
    .map((s) => s.trim())
    .filter((s) => STATE_ACTIONS.includes(s));

test('the member card offers only the actions that fit the member’s state', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const members = new MembersPanel(panel.page);
  const all = storedMembers(sandbox, site.id);
  const pick = (status: string, activity: string) =>
    all.find((m) => m.status === status && m.activityStatus === activity)!;
  const open = async (id: string) => {
    await panel.page.evaluate((m) => (window.location.hash = `tool=members&members.member=${m}`), id);
    await expect(members.card()).toHaveAttribute('data-member-id', id);
  };

  await open(pick('PENDING', 'ACTIVE').id);
  expect(await shownActions(members.card())).toEqual(['Approve', 'Block', 'Mute']);

  // An approved member shows no Approve.
  await open(pick('APPROVED', 'ACTIVE').id);
  expect(await shownActions(members.card())).toEqual(['Block', 'Mute']);

  // A muted member shows Unmute, not Mute.
  await open(pick('APPROVED', 'MUTED').id);
  expect(await shownActions(members.card())).toEqual(['Block', 'Unmute']);

  // A blocked one Unblock (and neither Block nor Approve).
  const blocked = all.find((m) => m.status === 'BLOCKED')!;
  await open(blocked.id);
  expect(await shownActions(members.card())).toEqual([
    'Unblock',
    blocked.activityStatus === 'MUTED' ? 'Unmute' : 'Mute',
  ]);

  // A member whose login was removed for good accepts no other action.
  await open(all.find((m) => m.status === 'OFFLINE')!.id);
  expect(await shownActions(members.card())).toEqual([]);
  await members.card().getByRole('button', { name: 'More', exact: true }).click();
  await expect(members.card().getByRole('button', { name: /Remove access/ })).toHaveCount(0);
});

test('the actions follow the state as it changes: unblock, then mute turns into unmute', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const members = new MembersPanel(panel.page);
  const target = storedMembers(sandbox, site.id).find((m) => m.status === 'BLOCKED' && m.activityStatus === 'ACTIVE')!;
  await panel.page.evaluate((m) => (window.location.hash = `tool=members&members.member=${m}`), target.id);
  await expect(members.card()).toHaveAttribute('data-member-id', target.id);

  await members.card().getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(members.card().getByTestId('member-card-status')).toHaveText('Approved');
  expect(storedMember(sandbox, site.id, target.id)?.status).toBe('APPROVED');
  expect(await shownActions(members.card())).toEqual(['Block', 'Mute']);

  await members.card().getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(members.card().getByTestId('member-card-activity')).toHaveText('Muted');
  expect(await shownActions(members.card())).toEqual(['Block', 'Unmute']);
});

test('group deletes and removing access sit under More, each asking first with what it will delete', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const members = new MembersPanel(panel.page);
  // An approved member with addresses, read from the sandbox's own record.
  const withAddresses = (
    sandbox.db.prepare('SELECT doc FROM members WHERE site_id = ?').all(site.id) as Array<{ doc: string }>
  )
    .map((r) => JSON.parse(r.doc) as { id: string; status: string; contact?: { addresses?: unknown[] } })
    .find((m) => m.status === 'APPROVED' && (m.contact?.addresses?.length ?? 0) > 0)!;
  const target = storedMember(sandbox, site.id, withAddresses.id)!;
  const count = withAddresses.contact!.addresses!.length;
  await panel.page.evaluate((m) => (window.location.hash = `tool=members&members.member=${m}`), target.id);
  await expect(members.card()).toHaveAttribute('data-member-id', target.id);
  const card = members.card();
  // Not in plain view.
  await expect(card.getByRole('button', { name: /^Delete all/ })).toHaveCount(0);

  await members.cardMore(`Delete all addresses (${count})`);
  await expect(panel.page.getByRole('alertdialog')).toHaveAccessibleName(
    count === 1 ? `Delete 1 address of ${target.nickname}?` : `Delete all ${count} addresses of ${target.nickname}?`,
  );
  await panel.page.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(panel.page.getByTestId('toast')).toHaveText(`Deleted the addresses of ${target.nickname}.`);
  await expect(card.getByText('Addresses', { exact: true })).toHaveCount(0);

  await members.cardMore('Remove access for good…');
  await expect(panel.page.getByRole('alertdialog')).toHaveAccessibleName(
    new RegExp(`^Remove ${target.nickname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'s access for good\\?`),
  );
  expect(storedMember(sandbox, site.id, target.id)?.status).toBe('APPROVED'); // nothing before the confirmation
  await panel.page.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(card.getByTestId('member-card-status')).toHaveText("Offline (can't log in)");
  expect(storedMember(sandbox, site.id, target.id)?.status).toBe('OFFLINE');
  expect(await shownActions(card)).toEqual([]);
});
