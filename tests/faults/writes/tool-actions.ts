// The writes-under-faults session across the other tools: bulk moderation in the desk, contact
// labels (a new one created from the card), review requests canceled, members blocked and
// unblocked, media files renamed, trashed and restored. Each is done as a person would, through the
// page objects of tests/e2e/pages/, and recorded in the intended state (model.ts) once it shows landed.
import { ContactsPanel } from '../../e2e/pages/contacts-panel';
import { MediaPanel } from '../../e2e/pages/media-panel';
import { MembersPanel } from '../../e2e/pages/members-panel';
import type { WritesSession } from './session';

const WAIT_MS = 45_000;
const MAX_TRIES = 25;
const BULK_DONE = /^Done: (\d+) of (\d+) succeeded, (\d+) failed\.$/;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Ticks two or three reviews of a desk view and approves or rejects them in bulk, after checking
 * that the question names exactly that count; the reviews a run reports failed are run again
 * ("Retry the …") until none is left.
 */
async function bulkModerate(s: WritesSession): Promise<void> {
  const view = await s.deskView();
  const page = s.page;
  const shown = await s.panel.reviewCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')!));
  const ids = shown.slice(0, Math.min(shown.length, 2 + Math.floor(s.random() * 2)));
  const decision =
    view === 'APPROVED' ? 'REJECTED' : view === 'REJECTED' ? 'APPROVED' : s.random() < 0.6 ? 'APPROVED' : 'REJECTED';
  const verb = decision === 'APPROVED' ? 'Approve' : 'Reject';
  for (const id of ids) await s.panel.card(id).getByRole('checkbox').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: verb, exact: true }).click();
  const dialog = page.getByTestId('confirm-dialog');
  const count = await dialog.getByTestId('bulk-confirm-count').innerText();
  const exactly = `This acts on exactly ${plural(ids.length, 'review')}, no more, no fewer.`;
  if (count !== exactly) throw new Error(`bulk ${verb}: the question says "${count}", not "${exactly}"`);
  await dialog.getByRole('button', { name: `${verb} ${ids.length}`, exact: true }).click();
  const progress = page.getByTestId('bulk-progress');
  const status = progress.getByTestId('bulk-status');
  for (let tries = 0; ; tries++) {
    await status.filter({ hasText: BULK_DONE }).waitFor({ timeout: WAIT_MS });
    const [, , , failed] = BULK_DONE.exec(await status.innerText())!;
    if (Number(failed) === 0) break;
    if (tries >= MAX_TRIES) throw new Error(`bulk ${verb}: ${failed} still failing after ${MAX_TRIES} retries`);
    s.figures.retries += 1;
    const why = (await progress.getByTestId('bulk-failures').textContent()) ?? '';
    s.log(`  bulk ${verb} of ${ids.length}: ${failed} failed (${why.replace(/\s+/g, ' ')}), Retry`);
    const run = await progress.getAttribute('data-run');
    await progress.getByRole('button', { name: `Retry the ${plural(Number(failed), 'review')}` }).click();
    // The failed ones run again as a new run: its outcome is the one to read.
    await page.locator(`[data-testid="bulk-progress"]:not([data-run="${run}"])`).waitFor({ timeout: WAIT_MS });
  }
  for (const id of ids) s.intent.reviews.set(id, decision);
  await page.getByTestId('bulk-progress').getByRole('button', { name: 'Close' }).click();
}

/**
 * Adds one of the session's own labels to a contact (creating it from the card the first time it is
 * used), or removes one the contact carries. Only the session's labels are touched, so their state is known.
 */
async function label(s: WritesSession): Promise<void> {
  const { id } = s.pick(s.targets.contacts);
  await s.go(`tool=contacts&contacts.contact=${id}`);
  const card = new ContactsPanel(s.page).card();
  await s.shown(`contact ${id}`, card);
  const mine = s.intent.labels.get(id) ?? new Map<string, boolean>();
  s.intent.labels.set(id, mine);
  const carried = [...mine].filter(([, on]) => on).map(([name]) => name);
  const removeButton = (name: string) => card.getByRole('button', { name: `Remove label ${name}`, exact: true });
  if (carried.length > 0 && s.random() < 0.4) {
    const name = s.pick(carried);
    await removeButton(name).click();
    await s.untilLanded(
      `unlabel ${id} ${name}`,
      card.filter({ hasNot: removeButton(name) }).filter({ has: s.page.getByLabel('Label', { exact: true }) }),
    );
    mine.set(name, false);
    return;
  }
  const name = `${s.tag}-label-${Math.floor(s.random() * 3)}`;
  if (carried.includes(name)) return label(s);
  await s.page.getByLabel('Label', { exact: true }).fill(name);
  await card.getByRole('button', { name: 'Add label', exact: true }).click();
  await s.untilLanded(`label ${id} ${name}`, removeButton(name));
  s.intent.createdLabels.add(name);
  mine.set(name, true);
}

/** Blocks a member who can log in, or unblocks a blocked one. */
async function block(s: WritesSession): Promise<void> {
  const member = s.pick(s.targets.members);
  await s.go(`tool=members&members.member=${member.id}`);
  const card = new MembersPanel(s.page).card();
  await s.shown(`member ${member.id}`, card);
  const blockButton = card.getByRole('button', { name: 'Block', exact: true });
  const unblockButton = card.getByRole('button', { name: 'Unblock', exact: true });
  await blockButton.or(unblockButton).first().waitFor({ timeout: WAIT_MS });
  const blocking = await blockButton.isVisible();
  await (blocking ? blockButton : unblockButton).click();
  await s.untilLanded(`block ${member.id}`, blocking ? unblockButton : blockButton);
  s.intent.memberStatus.set(member.id, blocking ? 'BLOCKED' : 'APPROVED');
}

/** Cancels the first scheduled review request of the list, after the question names exactly one. */
async function cancelRequest(s: WritesSession): Promise<void> {
  await s.go('tool=review-requests&reviewRequests.status=SCHEDULED');
  const rows = s.page.getByTestId('review-request');
  const none = s.page.getByText('No review requests here.', { exact: true });
  await s.shown('the requests', rows.first().or(none).first());
  if (!(await rows.first().isVisible())) return s.moderate();
  const id = (await rows.first().getAttribute('data-request-id'))!;
  const row = s.page.locator(`[data-testid="review-request"][data-request-id="${id}"]`);
  await row.getByRole('button', { name: 'Cancel this request' }).click();
  // The count first (a read the provider answers): its failure has a Retry too.
  const confirm = s.page
    .getByTestId('confirm-dialog')
    .getByRole('button', { name: 'Cancel 1 review request', exact: true });
  await s.untilLanded(`count for cancel ${id}`, confirm);
  await confirm.click();
  await s.untilLanded(
    `cancel ${id}`,
    s.page.locator(`body:not(:has([data-testid="review-request"][data-request-id="${id}"]))`),
  );
  s.intent.canceledRequests.add(id);
}

/** The first half of the session's files: renamed. */
const renamable = (s: WritesSession) => s.targets.files.slice(0, Math.ceil(s.targets.files.length / 2));
/** The second half: moved to the trash and restored. */
const trashable = (s: WritesSession) => s.targets.files.slice(Math.ceil(s.targets.files.length / 2));

/** Renames a media file from its detail. */
async function renameFile(s: WritesSession): Promise<void> {
  const file = s.pick(renamable(s));
  const name = `${s.tag}-${s.n}.jpg`;
  await s.go(`tool=media&media.file=${encodeURIComponent(file.id)}`);
  const media = new MediaPanel(s.page);
  const edit = media.detail().getByRole('button', { name: 'Rename or label' });
  await s.shown(`file ${file.id}`, edit);
  await edit.click();
  await media.detail().getByLabel('Name', { exact: true }).fill(name);
  await media.detail().getByRole('button', { name: 'Save', exact: true }).click();
  await s.untilLanded(
    `rename ${file.id}`,
    media.detail().getByTestId('media-detail-name').getByText(name, { exact: true }),
  );
  s.intent.fileNames.set(file.id, name);
}

/** Moves a file to the trash (found by its name), or restores one from the trash bin. */
async function trashFile(s: WritesSession): Promise<void> {
  const file = s.pick(trashable(s));
  const media = new MediaPanel(s.page);
  const thumbGone = s.page.locator(
    `body:not(:has([data-testid="media-thumb"][data-file-id="${file.id}"])):has([data-testid="media-list-bar"])`,
  );
  if (s.intent.fileStates.get(file.id) === 'DELETED') {
    await s.go('tool=media&media.view=trash');
    await s.shown('the trash bin', media.thumb(file.id));
    await media.thumb(file.id).getByRole('checkbox').check();
    await s.page.getByRole('button', { name: 'Restore', exact: true }).click();
    await s.untilLanded(`restore ${file.id}`, thumbGone);
    s.intent.fileStates.set(file.id, 'OK');
    return;
  }
  await s.go('tool=media');
  await media.search(file.name);
  await s.shown(`file ${file.id}`, media.thumb(file.id));
  await media.thumb(file.id).getByRole('checkbox').check();
  await s.page.getByRole('button', { name: 'Move 1 to trash' }).click();
  await s.page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await s.untilLanded(`trash ${file.id}`, thumbGone);
  s.intent.fileStates.set(file.id, 'DELETED');
  // The search stays in the panel's URL: cleared, so the next visit lists every file.
  await media.search('');
}

export const TOOL_ACTIONS = { bulkModerate, label, block, cancelRequest, renameFile, trashFile };
export type ToolKind = keyof typeof TOOL_ACTIONS;
