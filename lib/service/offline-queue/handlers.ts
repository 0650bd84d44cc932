import type { offlineQueueApi } from '../../messaging/offline-queue-api';
import { cancelWaiting, dismissRefused, readQueue } from './offline-queue';
import { sendQueue } from './queue-send';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';

/** The offline queue's handlers (admin API): the panel shows and cancels; the background sends. */
export const offlineQueueHandlers: Handlers<typeof offlineQueueApi, AdminSender> = {
  'queue.list': () => readQueue(),
  'queue.cancel': ({ id }) => cancelWaiting(id),
  'queue.dismiss': ({ id }) => dismissRefused(id),
  'queue.online': async () => {
    void sendQueue();
    return { ok: true as const };
  },
};
