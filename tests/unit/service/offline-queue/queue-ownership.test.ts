// Whose a queued change is (lib/service/offline-queue/): a change belongs to the connected account that
// made it, is sent only as that account, never as another one, and is dropped unsent once its account
// is gone; disconnecting an account with changes waiting needs the admin's choice (send first, or discard).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { QueuedWrite } from '@/lib/messaging/wire/queued';
import { enqueue, keepOnlyOwnedBy, readQueue } from '@/lib/service/offline-queue/offline-queue';
import { sendOrQueue, sendQueue, useQueueAgent } from '@/lib/service/offline-queue/queue-send';
import { settleBeforeDisconnect } from '@/lib/service/offline-queue/before-disconnect';
import { ServiceError } from '@/lib/service/infra/service-error';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FIRST = 'acc-first';
const SECOND = 'acc-second';
const reply = (reviewId: string, message: string): QueuedWrite => ({ kind: 'reply', siteId: SITE, reviewId, message });
const approve = (reviewId: string): QueuedWrite => ({ kind: 'moderate', siteId: SITE, reviewId, status: 'APPROVED' });
const offline = () => new TypeError('Failed to fetch');

/** A provider stand-in whose site belongs to `owner` (null: no connected account has it). */
function provider(owner: string | null) {
  const sends: QueuedWrite[] = [];
  const agent = {
    owner: vi.fn(async (_siteId: string) => owner),
    landed: vi.fn(async (_w: QueuedWrite) => false),
    send: vi.fn(async (w: QueuedWrite) => void sends.push(w)),
  };
  useQueueAgent(agent);
  return { agent, sends };
}

const stored = async () => JSON.stringify(await fakeBrowser.storage.session.get(null));

beforeEach(() => fakeBrowser.reset());

describe('a queued change belongs to the account that made it', () => {
  it('is recorded with the account the site is sent as when it is queued', async () => {
    provider(FIRST);
    await sendOrQueue(reply('r1', 'Thanks, Dana'), 'Dana', () => Promise.reject(offline()));
    expect((await readQueue()).waiting).toMatchObject([{ accountId: FIRST, write: reply('r1', 'Thanks, Dana') }]);
  });

  it('is not queued when no connected account has the site any more', async () => {
    provider(null);
    await expect(sendOrQueue(approve('r1'), null, () => Promise.reject(offline()))).rejects.toThrow();
    expect((await readQueue()).waiting).toEqual([]);
  });

  it('is never sent as another account: once the site is sent as another one, it is dropped unsent', async () => {
    await enqueue(reply('r1', 'Thanks, Dana'), 'Dana', FIRST);
    const { sends, agent } = provider(SECOND);
    await sendQueue();
    expect(sends).toEqual([]);
    expect(agent.landed).not.toHaveBeenCalled(); // not even read back with the other account's key
    expect((await readQueue()).waiting).toEqual([]);
    expect(await stored()).not.toContain('Thanks, Dana');
  });

  it('is never sent once its account is gone, and sending the others goes on', async () => {
    await enqueue(approve('r1'), null, FIRST);
    const { sends, agent } = provider(null);
    await sendQueue();
    expect(sends).toEqual([]);
    expect((await readQueue()).waiting).toEqual([]);
    agent.owner.mockResolvedValue(SECOND);
    await enqueue(approve('r2'), null, SECOND);
    await sendQueue();
    expect(sends).toEqual([approve('r2')]);
  });

  it('is sent as its own account', async () => {
    await enqueue(approve('r1'), null, FIRST);
    const { sends } = provider(FIRST);
    await sendQueue();
    expect(sends).toEqual([approve('r1')]);
  });

  it('keepOnlyOwnedBy removes the changes (waiting and refused) of accounts no longer connected, text and all', async () => {
    await enqueue(reply('r1', 'Thanks, Dana'), 'Dana', FIRST);
    await enqueue(approve('r2'), null, SECOND);
    const { agent } = provider(FIRST);
    agent.send.mockRejectedValueOnce(new ServiceError(404, 'REVIEW_NOT_FOUND', 'No such review'));
    await sendQueue(); // r1 refused (kept with its text to show); r2 is SECOND's: dropped unsent here
    await enqueue(reply('r3', 'Sorry, Sam'), 'Sam', FIRST);
    expect(await stored()).toContain('Thanks, Dana');
    await keepOnlyOwnedBy([SECOND]);
    expect(await readQueue()).toEqual({ waiting: [], refused: [] });
    expect(await stored()).not.toContain('Thanks, Dana');
    expect(await stored()).not.toContain('Sorry, Sam');
  });
});

describe('settleBeforeDisconnect', () => {
  it('refuses, naming the count, when the accounts going made changes still waiting and no choice is given', async () => {
    await enqueue(approve('r1'), null, FIRST);
    await enqueue(approve('r2'), null, FIRST);
    await enqueue(approve('r3'), null, SECOND);
    provider(FIRST);
    await expect(settleBeforeDisconnect([FIRST], undefined)).rejects.toMatchObject({
      data: { status: 409, code: 'CHANGES_NOT_SENT', params: { count: 2 } },
    });
    await expect(settleBeforeDisconnect(['acc-none'], undefined)).resolves.toBeUndefined();
  });

  it('send: the changes land before the disconnect goes on', async () => {
    await enqueue(approve('r1'), null, FIRST);
    const { sends } = provider(FIRST);
    await settleBeforeDisconnect([FIRST], 'send');
    expect(sends).toEqual([approve('r1')]);
    expect((await readQueue()).waiting).toEqual([]);
  });

  it('send: when they cannot be sent they stay, and the disconnect is refused', async () => {
    await enqueue(reply('r1', 'Thanks, Dana'), 'Dana', FIRST);
    const { agent } = provider(FIRST);
    agent.send.mockRejectedValue(offline());
    await expect(settleBeforeDisconnect([FIRST], 'send')).rejects.toMatchObject({
      data: { code: 'CHANGES_STILL_WAITING', params: { count: 1 } },
    });
    expect((await readQueue()).waiting).toMatchObject([{ write: reply('r1', 'Thanks, Dana') }]);
  });

  it('send: a refused one stays shown with its error, and the disconnect is refused, naming why', async () => {
    await enqueue(approve('r1'), null, FIRST);
    const { agent } = provider(FIRST);
    agent.send.mockRejectedValue(new ServiceError(404, 'REVIEW_NOT_FOUND', 'No such review', { requestId: 'req-9' }));
    // The refusal says the provider's reason, with its request id.
    await expect(settleBeforeDisconnect([FIRST], 'send')).rejects.toMatchObject({
      data: { code: 'CHANGES_REFUSED', requestId: 'req-9', params: { count: 1, reason: 'No such review' } },
    });
    expect((await readQueue()).refused).toMatchObject([{ write: approve('r1') }]);
  });

  it("discard: nothing is sent, and their text is gone at once; other accounts' changes stay", async () => {
    await enqueue(reply('r1', 'Thanks, Dana'), 'Dana', FIRST);
    await enqueue(approve('r2'), null, SECOND);
    const { sends } = provider(FIRST);
    await settleBeforeDisconnect([FIRST], 'discard');
    expect(sends).toEqual([]);
    expect((await readQueue()).waiting).toMatchObject([{ accountId: SECOND, write: approve('r2') }]);
    expect(await stored()).not.toContain('Thanks, Dana');
  });
});
