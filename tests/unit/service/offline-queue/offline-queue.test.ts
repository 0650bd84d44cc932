// The offline queue (lib/service/offline-queue/offline-queue.ts, queue-send.ts, listeners/queue-triggers.ts):
// a change the provider can't be reached for waits in session storage, the later change of the same
// thing wins, the queue is sent in order and read back first, so a send whose answer was lost never
// lands twice; a refusal is kept with its error; the alarm runs only while changes wait.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { QueuedWrite } from '@/lib/messaging/wire/queued';
import { cancelWaiting, enqueue, readQueue, withoutOverridden } from '@/lib/service/offline-queue/offline-queue';
import { sendOrQueue, sendQueue, useQueueAgent } from '@/lib/service/offline-queue/queue-send';
import { watchAnswers } from '@/lib/provider/answer-watch';
import { ServiceError } from '@/lib/service/infra/service-error';
import { listenForQueueTriggers, QUEUE_ALARM } from '@/lib/service/listeners/queue-triggers';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** The connected account that owns SITE (queue-ownership.test.ts covers other owners). */
const ACCOUNT = 'acc-1';
const approve = (reviewId: string): QueuedWrite => ({ kind: 'moderate', siteId: SITE, reviewId, status: 'APPROVED' });
const reject = (reviewId: string): QueuedWrite => ({ kind: 'moderate', siteId: SITE, reviewId, status: 'REJECTED' });
const reply = (reviewId: string, message: string): QueuedWrite => ({ kind: 'reply', siteId: SITE, reviewId, message });
const label = (contactId: string, add: string[], remove: string[]): QueuedWrite => ({
  kind: 'label',
  siteId: SITE,
  contactId,
  add,
  remove,
});
/** What fetch throws with no network: no status at all. */
const offline = () => new TypeError('Failed to fetch');
const writes = async () => (await readQueue()).waiting.map((c) => c.write);

/** A provider stand-in: the states it holds, and every send it got. */
function fakeProvider() {
  const applied = new Set<string>();
  const key = (w: QueuedWrite) => JSON.stringify(w);
  const sends: QueuedWrite[] = [];
  const agent = {
    landed: vi.fn(async (w: QueuedWrite) => applied.has(key(w))),
    send: vi.fn(async (w: QueuedWrite) => {
      sends.push(w);
      applied.add(key(w));
    }),
    owner: vi.fn(async (_siteId: string): Promise<string | null> => ACCOUNT),
  };
  useQueueAgent(agent);
  return { agent, sends, applied: (w: QueuedWrite) => applied.add(key(w)) };
}

beforeEach(() => {
  fakeProvider();
  listenForQueueTriggers();
});

describe('enqueue', () => {
  it('keeps changes in the order they were made, each with an id and when', async () => {
    await enqueue(approve('r1'), 'Dana', ACCOUNT);
    await enqueue(reply('r2', 'Thanks!'), null, ACCOUNT);
    const { waiting } = await readQueue();
    expect(waiting.map((c) => c.write)).toEqual([approve('r1'), reply('r2', 'Thanks!')]);
    expect(waiting[0]).toMatchObject({ about: 'Dana', queuedAt: expect.any(String), id: expect.any(String) });
  });

  it('drops an earlier change of the same thing: the later wins (a status and a reply are two things)', async () => {
    await enqueue(approve('r1'), null, ACCOUNT);
    await enqueue(reply('r1', 'first'), null, ACCOUNT);
    await enqueue(reject('r1'), null, ACCOUNT);
    await enqueue(reply('r1', 'second'), null, ACCOUNT);
    expect(await writes()).toEqual([reject('r1'), reply('r1', 'second')]);
  });

  it('a label change loses only the label keys a later change of the same contact names', () => {
    expect(withoutOverridden(label('c1', ['vip', 'new'], []), label('c1', [], ['vip']))).toEqual(
      label('c1', ['new'], []),
    );
    expect(withoutOverridden(label('c1', ['vip'], []), label('c1', [], ['vip']))).toBeNull();
    expect(withoutOverridden(label('c1', ['vip'], []), label('c2', [], ['vip']))).toEqual(label('c1', ['vip'], []));
  });

  it('survives the worker restarting: the queue is read again from session storage', async () => {
    await enqueue(approve('r1'), 'Dana', ACCOUNT);
    vi.resetModules();
    const again = await import('@/lib/service/offline-queue/offline-queue');
    expect((await again.readQueue()).waiting.map((c) => c.write)).toEqual([approve('r1')]);
    expect(await fakeBrowser.storage.session.get('offlineQueue')).toMatchObject({
      offlineQueue: { waiting: [{ write: approve('r1') }] },
    });
  });

  it('a canceled change is gone', async () => {
    const a = await enqueue(approve('r1'), null, ACCOUNT);
    await enqueue(approve('r2'), null, ACCOUNT);
    await cancelWaiting(a.id);
    expect(await writes()).toEqual([approve('r2')]);
  });
});

describe('sendOrQueue', () => {
  it('queues a change the provider could not be reached for (no answer, 5xx), and starts the alarm', async () => {
    expect(await sendOrQueue(approve('r1'), 'Dana', () => Promise.reject(offline()))).toMatchObject({ queued: true });
    const unavailable = new ServiceError(503, 'UNAVAILABLE', 'Service unavailable');
    expect(await sendOrQueue(reply('r1', 'Hi'), null, () => Promise.reject(unavailable))).toMatchObject({
      queued: true,
    });
    expect(await writes()).toEqual([approve('r1'), reply('r1', 'Hi')]);
    expect(await fakeBrowser.alarms.get(QUEUE_ALARM)).toMatchObject({ periodInMinutes: 0.5 });
  });

  it('never queues a refusal (4xx): the caller shows it', async () => {
    const refused = new ServiceError(404, 'REVIEW_NOT_FOUND', 'No such review');
    await expect(sendOrQueue(approve('r1'), null, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(await writes()).toEqual([]);
  });

  it('a change sent directly replaces what waited for the same thing', async () => {
    await enqueue(approve('r1'), null, ACCOUNT);
    expect(await sendOrQueue(reject('r1'), null, async () => 'done')).toBe('done');
    expect(await writes()).toEqual([]);
  });
});

describe('sendQueue', () => {
  it('sends each waiting change once, in order, then empties the queue and stops the alarm', async () => {
    const { sends } = fakeProvider();
    await sendOrQueue(approve('r1'), null, () => Promise.reject(offline()));
    await sendOrQueue(label('c1', ['vip'], []), null, () => Promise.reject(offline()));
    await sendQueue();
    expect(sends).toEqual([approve('r1'), label('c1', ['vip'], [])]);
    expect(await writes()).toEqual([]);
    expect(await fakeBrowser.alarms.get(QUEUE_ALARM)).toBeUndefined();
  });

  it('reads back first: a change whose earlier try landed (its answer lost) is not sent again', async () => {
    const provider = fakeProvider();
    provider.applied(approve('r1')); // the first try reached the provider; only its answer was lost
    await enqueue(approve('r1'), null, ACCOUNT);
    await sendQueue();
    expect(provider.agent.landed).toHaveBeenCalledWith(approve('r1'));
    expect(provider.sends).toEqual([]);
    expect(await writes()).toEqual([]);
  });

  it('a send whose answer is lost keeps the change, and the next round finds it landed: sent once', async () => {
    const provider = fakeProvider();
    provider.agent.send.mockImplementationOnce(async (w) => {
      provider.sends.push(w);
      provider.applied(w);
      throw offline();
    });
    await enqueue(approve('r1'), null, ACCOUNT);
    await enqueue(approve('r2'), null, ACCOUNT);
    await sendQueue();
    // The round ended at the unsure one; r2 waits behind it.
    expect(await writes()).toEqual([approve('r1'), approve('r2')]);
    await sendQueue();
    expect(provider.sends).toEqual([approve('r1'), approve('r2')]);
    expect(await writes()).toEqual([]);
  });

  it('a change refused when finally sent leaves the queue, kept with the error and request id', async () => {
    const provider = fakeProvider();
    const refusal = new ServiceError(404, 'REVIEW_NOT_FOUND', 'No such review', { requestId: 'req-42' });
    provider.agent.send.mockRejectedValueOnce(refusal);
    await enqueue(approve('gone'), 'Dana', ACCOUNT);
    await enqueue(approve('r2'), null, ACCOUNT);
    await sendQueue();
    const q = await readQueue();
    expect(q.waiting).toEqual([]);
    expect(q.refused).toMatchObject([
      { write: approve('gone'), about: 'Dana', error: { status: 404, code: 'REVIEW_NOT_FOUND', requestId: 'req-42' } },
    ]);
    expect(provider.sends).toEqual([approve('r2')]);
  });

  it('a change the provider asked to wait for (429) is no refusal: it waits for the next round, then lands', async () => {
    const provider = fakeProvider();
    provider.agent.send.mockRejectedValueOnce(new ServiceError(429, 'RESOURCE_EXHAUSTED', 'Too many requests', {}));
    await enqueue(approve('r1'), 'Dana', ACCOUNT);
    await sendQueue();
    expect((await readQueue()).refused).toEqual([]);
    expect(await writes()).toEqual([approve('r1')]);
    await sendQueue();
    expect(provider.sends).toEqual([approve('r1')]);
    expect(await readQueue()).toMatchObject({ waiting: [], refused: [] });
  });

  it('one round at a time: a round asked for while one runs joins it', async () => {
    const { sends } = fakeProvider();
    await enqueue(approve('r1'), null, ACCOUNT);
    await Promise.all([sendQueue(), sendQueue(), sendQueue()]);
    expect(sends).toEqual([approve('r1')]);
  });

  it('the alarm sends what waits', async () => {
    const { sends } = fakeProvider();
    await sendOrQueue(approve('r1'), null, () => Promise.reject(offline()));
    await fakeBrowser.alarms.onAlarm.trigger({
      name: QUEUE_ALARM,
      scheduledTime: Date.now(),
      persistAcrossSessions: true,
    });
    await vi.waitFor(async () => expect(await writes()).toEqual([]));
    expect(sends).toEqual([approve('r1')]);
  });

  it('the next answer from the provider sends what waits; a 5xx is no answer', async () => {
    const { sends } = fakeProvider();
    await sendOrQueue(approve('r1'), null, () => Promise.reject(offline()));
    await watchAnswers(async () => new Response('{}', { status: 503 }))('https://www.wixapis.com/x');
    expect(sends).toEqual([]);
    await watchAnswers(async () => new Response('{}', { status: 200 }))('https://www.wixapis.com/x');
    await vi.waitFor(async () => expect(await writes()).toEqual([]));
    expect(sends).toEqual([approve('r1')]);
  });
});
