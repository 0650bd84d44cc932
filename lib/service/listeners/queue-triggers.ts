import { browser } from 'wxt/browser';
import { onProviderAnswer } from '../../provider/answer-watch';
import { readQueue } from '../offline-queue/offline-queue';
import { sendQueue, whenWaitingChanges } from '../offline-queue/queue-send';

// When the offline queue is sent (docs/architecture.md "Changes that wait for the connection"): an
// alarm every 30 s while changes wait (alarms outlive the worker), the panel's word that the browser
// is online again (`queue.online`), and the next answer from the provider to any other call.

export const QUEUE_ALARM = 'offline-queue';
const EVERY_MINUTES = 0.5;

/** Memory only: whether changes may wait, so a provider answer costs no storage read when none do. */
let mayWait = false;
/**
 * A provider answer starts a round at most this often: while one site answers 5xx and the others
 * answer, every answer would otherwise start a round that fails again on that site's change.
 */
export const ANSWER_ROUND_GAP_MS = 5_000;
let lastAnswerRound = -Infinity;

async function follow(waiting: boolean): Promise<void> {
  mayWait = waiting;
  if (!browser.alarms) return;
  if (!waiting) await browser.alarms.clear(QUEUE_ALARM);
  // Created once: a change queued while the alarm runs doesn't push its next round back.
  else if (!(await browser.alarms.get(QUEUE_ALARM)))
    await browser.alarms.create(QUEUE_ALARM, { periodInMinutes: EVERY_MINUTES, delayInMinutes: EVERY_MINUTES });
}

export function listenForQueueTriggers(): void {
  whenWaitingChanges(follow);
  browser.alarms?.onAlarm.addListener((alarm) => {
    if (alarm.name === QUEUE_ALARM) void sendQueue();
  });
  onProviderAnswer(() => {
    if (!mayWait || Date.now() - lastAnswerRound < ANSWER_ROUND_GAP_MS) return;
    lastAnswerRound = Date.now();
    void sendQueue();
  });
  // A restarted worker: what waits in session storage is sent on the alarm, which outlived it.
  void readQueue().then((q) => (mayWait = q.waiting.length > 0));
}
