// A scripted admin session through the side panel while the sandbox injects faults: review
// decisions (one by one and in bulk) and replies in the desk, contacts created, edited and labelled,
// members muted, blocked and unblocked, review requests scheduled and canceled, media files renamed,
// trashed and restored (the tools beyond the desk: tool-actions.ts). Each action is done as a person would: click, wait, and when the
// panel shows the write failed, press its Retry until it lands. The intended state is kept as it
// goes (tests/faults/writes/model.ts) and compared with the provider's at the end.
import type { Locator, Page } from '@playwright/test';
import { mulberry32 } from '../../../sandbox/faults/decide';
import type { SandboxHandle } from '../../../sandbox/server';
import { ContactsPanel } from '../../e2e/pages/contacts-panel';
import { MembersPanel } from '../../e2e/pages/members-panel';
import type { SidePanel } from '../../e2e/pages/side-panel';
import { emptyIntent, type IntendedState } from './model';
import { TOOL_ACTIONS, type ToolKind } from './tool-actions';

export interface SessionFigures {
  actions: number;
  /** Times the admin pressed Retry (or sent the same write again) after a failure was shown. */
  retries: number;
  /** Times the panel seemed stuck (neither landed nor failed) and was reloaded. */
  reloads: number;
  /** Actions that neither landed nor showed a failure in time, even after a reload. */
  stuck: number;
  /** What the queue bar said when the last action was done (changes whose answer never came), if anything. */
  queuedAtEnd?: string;
  byKind: Record<string, number>;
}

export interface SessionTargets {
  /** Contacts to edit (not members), with a primary email. */
  contacts: Array<{ id: string }>;
  /** Members that can be muted and unmuted, with their activity now. */
  members: Array<{ id: string; activity: 'ACTIVE' | 'MUTED' }>;
  /** Contacts with an email review requests can go to. */
  recipients: Array<{ id: string; email: string }>;
  /** The store product review requests ask about. */
  itemId: string;
  /** Media files in the media root (ready): the first half renamed, the second trashed and restored. */
  files: Array<{ id: string; name: string }>;
}

/** What the session picks its targets from: the site's rows as the admin knows them. */
export function sessionTargets(sandbox: SandboxHandle, siteId: string): SessionTargets {
  const rows = <T>(sql: string): T[] => sandbox.db.prepare(sql).all(siteId) as T[];
  const contacts = rows<{ id: string }>(
    `SELECT id FROM contacts WHERE site_id = ? AND json_extract(doc, '$.memberInfo') IS NULL
     AND json_extract(doc, '$.primaryEmail.email') IS NOT NULL ORDER BY id`,
  );
  const members = rows<{ id: string; a: 'ACTIVE' | 'MUTED' }>(
    `SELECT id, json_extract(doc, '$.activityStatus') AS a FROM members WHERE site_id = ?
     AND json_extract(doc, '$.status') IN ('APPROVED', 'PENDING') ORDER BY id`,
  ).map((m) => ({ id: m.id, activity: m.a }));
  const recipients = rows<{ id: string; email: string }>(
    `SELECT id, json_extract(doc, '$.primaryEmail.email') AS email FROM contacts WHERE site_id = ?
     AND json_extract(doc, '$.primaryEmail.deliverabilityStatus') = 'VALID'
     AND json_extract(doc, '$.primaryEmail.subscriptionStatus') <> 'UNSUBSCRIBED' ORDER BY id`,
  );
  const itemId = (
    sandbox.db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position LIMIT 1').get(siteId) as {
      id: string;
    }
  ).id;
  const files = rows<{ id: string; name: string }>(
    `SELECT id, json_extract(doc, '$.displayName') AS name FROM media_files WHERE site_id = ?
     AND json_extract(doc, '$.state') = 'OK' AND json_extract(doc, '$.operationStatus') = 'READY'
     AND json_extract(doc, '$.parentFolderId') = 'media-root' ORDER BY id`,
  );
  return { contacts, members, recipients, itemId, files };
}

const WAIT_MS = 45_000;
const SCHEDULED = /^Review request to .+ scheduled for /;
const MAX_TRIES = 25;
const MAX_RELOADS = 2;
/** The queue is sent on the next provider answer (at most every 5 s) or its 30 s alarm: two alarms' worth. */
const QUEUE_SENT_MS = 65_000;

const OWN_KINDS = ['moderate', 'reply', 'createContact', 'editContact', 'mute', 'scheduleRequest'] as const;
type OwnKind = (typeof OWN_KINDS)[number];
type Kind = OwnKind | ToolKind;
const MIX: Array<[Kind, number]> = [
  ['moderate', 18],
  ['bulkModerate', 8],
  ['reply', 8],
  ['createContact', 8],
  ['editContact', 8],
  ['label', 10],
  ['mute', 8],
  ['block', 6],
  ['scheduleRequest', 8],
  ['cancelRequest', 5],
  ['renameFile', 6],
  ['trashFile', 7],
];
const isOwn = (k: Kind): k is OwnKind => (OWN_KINDS as readonly string[]).includes(k);

export class WritesSession {
  readonly intent: IntendedState = emptyIntent();
  readonly figures: SessionFigures = { actions: 0, retries: 0, reloads: 0, stuck: 0, byKind: {} };
  readonly problems: string[] = [];
  readonly page: Page;
  readonly random: () => number;
  /** Marks what this session wrote (names, texts), by its seed. */
  readonly tag: string;
  /** The number of the action under way. */
  n = 0;

  constructor(
    readonly panel: SidePanel,
    readonly targets: SessionTargets,
    seed: number,
    readonly log: (line: string) => void = () => undefined,
    /** A folder for a screenshot of the panel when an action gets stuck. */
    private readonly screenshots?: string,
  ) {
    this.page = panel.page;
    this.page.setDefaultTimeout(WAIT_MS);
    this.random = mulberry32(seed);
    this.tag = `wuf${seed}`;
  }

  /** Runs `count` actions, each picked by the seeded mix. */
  async run(count: number): Promise<void> {
    // WRITES_ONLY=label,block: only those kinds (to look at one tool's actions under faults).
    const only = process.env.WRITES_ONLY?.split(',');
    const mix = only ? MIX.filter(([k]) => only.includes(k)) : MIX;
    const total = mix.reduce((s, [, w]) => s + w, 0);
    for (let i = 0; i < count; i++) {
      let r = this.random() * total;
      const kind = mix.find(([, w]) => (r -= w) < 0)?.[0] ?? 'moderate';
      this.n += 1;
      this.figures.actions += 1;
      this.figures.byKind[kind] = (this.figures.byKind[kind] ?? 0) + 1;
      const started = performance.now();
      try {
        await (isOwn(kind) ? this[kind]() : TOOL_ACTIONS[kind](this));
        this.log(`${this.n} ${kind} landed in ${Math.round(performance.now() - started)} ms`);
      } catch (e) {
        this.log(`${this.n} ${kind} STUCK: ${e instanceof Error ? e.message : String(e)}`);
        if (this.screenshots)
          await this.page
            .screenshot({ path: `${this.screenshots}/stuck-${this.n}.png`, fullPage: true })
            .catch(() => undefined);
        this.figures.stuck += 1;
        this.problems.push(`action ${this.n} (${kind}): ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
        await this.page.reload();
      }
    }
  }

  /**
   * Waits, as the admin would, until no change waits in the offline queue (a write whose answer never
   * came waits there and is sent on the next round: it is not lost yet). A change the provider refused
   * when it was finally sent, or one still waiting after the limit, is a problem.
   */
  async untilQueueSent(): Promise<void> {
    const waiting = this.page.getByTestId('offline-queue-count');
    if (await waiting.isVisible()) {
      this.figures.queuedAtEnd = await waiting.innerText();
      this.log(`the session ended with: ${this.figures.queuedAtEnd}`);
    }
    await waiting.waitFor({ state: 'hidden', timeout: QUEUE_SENT_MS }).catch(() => {
      this.problems.push(`the offline queue still had changes waiting ${QUEUE_SENT_MS / 1000} s after the session`);
    });
    for (const refused of await this.page.getByTestId('offline-queue-refused').all())
      this.problems.push(`refused when sent from the offline queue: ${(await refused.innerText()).split('\n')[0]}`);
  }

  pick<T>(list: T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  async go(hash: string): Promise<void> {
    await this.page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
  }

  /** The failure a write shows: an alert with a Retry. */
  private failure(scope: Locator | Page = this.page): Locator {
    return scope.getByRole('alert').filter({ has: this.page.getByRole('button', { name: 'Retry' }) });
  }

  /**
   * Waits until `done` shows; whenever a failure shows (the write's, or a read's the screen needs),
   * presses its Retry (the way a person would) and waits again. When neither shows in time, the panel
   * seems stuck: it is reloaded (twice at most) and looked at again. Throws when it never lands.
   */
  /** Waits until `what` shows on the screen, retrying the reads it needs as a person would (untilLanded). */
  shown(what: string, target: Locator): Promise<void> {
    return this.untilLanded(`open ${what}`, target);
  }

  async untilLanded(what: string, done: Locator): Promise<void> {
    let reloads = 0;
    for (let tries = 0; ; tries++) {
      const failed = this.failure().first();
      const outcome = await Promise.race([
        done.waitFor({ state: 'visible', timeout: WAIT_MS }).then(() => 'done' as const),
        failed.waitFor({ state: 'visible', timeout: WAIT_MS }).then(() => 'failed' as const),
      ]).catch(() => 'timeout' as const);
      if (outcome === 'done') return;
      if (outcome === 'timeout') {
        if (reloads >= MAX_RELOADS)
          throw new Error(
            `${what}: neither landed nor showed a failure in ${WAIT_MS} ms, even after ${reloads} reloads`,
          );
        // What a person does when the panel seems stuck: reload it and look again.
        reloads += 1;
        this.figures.reloads += 1;
        await this.page.reload();
        continue;
      }
      if (tries >= MAX_TRIES) throw new Error(`${what}: still failing after ${MAX_TRIES} retries`);
      // The failure may go by itself meanwhile (a read that asked again on its own): then look again.
      const words = await failed.innerText({ timeout: 2000 }).catch(() => null);
      const pressed = await failed
        .getByRole('button', { name: 'Retry' })
        .click({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (!pressed) continue;
      this.figures.retries += 1;
      this.log(`  ${what}: failed (${(words ?? '').split('\n')[0]}), Retry`);
      // The retry's pending state hides the alert; a quick second failure shows one again, so this may miss it.
      await failed.waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
    }
  }

  /**
   * Opens a desk view picked at random (pending 40 %, published 30 %, rejected 30 %) with a review
   * shown; once the session decided every pending one, the published ones instead.
   */
  async deskView(): Promise<'PENDING' | 'APPROVED' | 'REJECTED'> {
    const r = this.random();
    const view = r < 0.4 ? 'PENDING' : r < 0.7 ? 'APPROVED' : 'REJECTED';
    await this.go(view === 'PENDING' ? 'tool=reviews' : `tool=reviews&reviews.status=${view}`);
    const card = this.panel.reviewCards().first();
    await this.shown('the desk', card.or(this.page.getByText('No review matches this filter.')).first());
    if (await card.isVisible()) return view;
    await this.go('tool=reviews&reviews.status=APPROVED');
    await this.shown('the desk', card);
    return 'APPROVED';
  }

  /**
   * Decides a review in the desk: the first pending one (approve or reject), else a published one
   * taken down or a rejected one published after all (the small demo site has few pending reviews).
   */
  async moderate(): Promise<void> {
    const view = await this.deskView();
    const card = this.panel.reviewCards().first();
    const id = (await card.getAttribute('data-review-id'))!;
    const decision =
      view === 'APPROVED'
        ? 'REJECTED'
        : view === 'REJECTED'
          ? 'APPROVED'
          : this.random() < 0.6
            ? 'APPROVED'
            : 'REJECTED';
    await this.panel
      .card(id)
      .getByRole('button', { name: decision === 'APPROVED' ? 'Approve' : 'Reject', exact: true })
      .click();
    // Decided, it leaves the list it was shown in.
    await this.untilLanded(
      `moderate ${id}`,
      this.page.locator(`body:not(:has([data-testid="review-card"][data-review-id="${id}"]))`),
    );
    this.intent.reviews.set(id, decision);
  }

  /** Replies to (or edits the reply of) the first published review of the desk. */
  private async reply(): Promise<void> {
    await this.go('tool=reviews&reviews.status=APPROVED');
    const card = this.panel.reviewCards().first();
    await this.shown('the desk', card);
    const id = (await card.getAttribute('data-review-id'))!;
    const text = `Thank you (${this.tag} #${this.n})`;
    const own = this.panel.card(id);
    await own.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
    await own.getByLabel('Your public reply').fill(text);
    await own.getByRole('button', { name: 'Save reply' }).click();
    // The saved reply as the card shows it from the provider's answer (not the editor's text).
    await this.untilLanded(`reply ${id}`, own.getByTestId('review-reply').getByText(text, { exact: true }));
    this.intent.replies.set(id, text);
  }

  private async createContact(): Promise<void> {
    const email = `${this.tag}-${this.n}@example.test`;
    await this.go('tool=contacts');
    const contacts = new ContactsPanel(this.page);
    await this.page.getByRole('button', { name: 'New contact' }).click();
    await this.page.getByLabel('First name').fill(`Faulty ${this.n}`);
    await this.page.getByRole('button', { name: '+ Email' }).click();
    await this.page.getByLabel('Email 1', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Create contact' }).click();
    await this.untilLanded(`create ${email}`, contacts.card().getByText(email));
    this.intent.createdContacts.add(email);
  }

  private async editContact(): Promise<void> {
    const { id } = this.pick(this.targets.contacts);
    const company = `Company ${this.tag} #${this.n}`;
    await this.go(`tool=contacts&contacts.contact=${id}`);
    const contacts = new ContactsPanel(this.page);
    await this.shown(`contact ${id}`, contacts.card());
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await this.page.getByLabel('Company').fill(company);
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await this.untilLanded(`edit ${id}`, contacts.card().getByText(company));
    this.intent.companies.set(id, company);
  }

  /** Mutes an active member, unmutes a muted one. */
  private async mute(): Promise<void> {
    const member = this.pick(this.targets.members);
    await this.go(`tool=members&members.member=${member.id}`);
    const members = new MembersPanel(this.page);
    await this.shown(`member ${member.id}`, members.card());
    const muteButton = members.card().getByRole('button', { name: 'Mute', exact: true });
    const unmuteButton = members.card().getByRole('button', { name: 'Unmute', exact: true });
    await muteButton.or(unmuteButton).first().waitFor({ timeout: WAIT_MS });
    const muting = await muteButton.isVisible();
    await (muting ? muteButton : unmuteButton).click();
    await this.untilLanded(`mute ${member.id}`, muting ? unmuteButton : muteButton);
    member.activity = muting ? 'MUTED' : 'ACTIVE';
    this.intent.activity.set(member.id, member.activity);
  }

  /**
   * Asks a customer not asked yet in this session (the same customer, item and minute twice is one
   * request: the background takes back such copies, tests/faults/writes/model.ts counts per contact).
   */
  private async scheduleRequest(): Promise<void> {
    const unasked = this.targets.recipients.filter((r) => !this.intent.requests.has(r.id));
    if (unasked.length === 0) return this.moderate();
    const recipient = this.pick(unasked);
    await this.go('tool=review-requests');
    const form = this.page.getByRole('form', { name: 'Ask a customer for a review' });
    if (!(await form.isVisible())) await this.page.getByText('Ask a customer for a review', { exact: true }).click();
    await form.waitFor({ timeout: WAIT_MS });
    await form.getByLabel('Recipient (type the start of their email)').fill(recipient.email);
    await form
      .getByRole('list', { name: 'Matching contacts' })
      .getByRole('button', { name: new RegExp(recipient.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click({ timeout: WAIT_MS });
    await form.getByLabel('Item (product name or ID)').fill(this.targets.itemId);
    await form.getByRole('button', { name: 'Schedule the request' }).click();
    // The toast names the recipient by the answer's email, or "the contact" when its lookup failed.
    await this.untilLanded(`schedule for ${recipient.email}`, this.page.getByTestId('toast').getByText(SCHEDULED));
    this.intent.requests.set(recipient.id, (this.intent.requests.get(recipient.id) ?? 0) + 1);
    // Dismissed, so the next schedule's toast is its own; the form folds after a request it scheduled.
    await this.page.getByTestId('toast').getByRole('button', { name: 'Dismiss' }).click();
    await form.waitFor({ state: 'hidden' }).catch(() => undefined);
  }
}
