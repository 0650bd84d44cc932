import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import type { QueueState } from './wire/queued';

const ChangeId = z.string().uuid();

/** The offline queue (admin API): the panel shows it and cancels its changes; the background holds and sends it. */
export const offlineQueueApi = {
  'queue.list': message(z.object({}).strict()).returns<QueueState>(),
  /** Cancels a change still waiting (one being sent at that moment may still land). */
  'queue.cancel': message(z.object({ id: ChangeId }).strict()).returns<QueueState>(),
  /** Forgets a refused change once the admin has read why. */
  'queue.dismiss': message(z.object({ id: ChangeId }).strict()).returns<QueueState>(),
  /** The panel saw the browser come back online: send what waits now. */
  'queue.online': message(z.object({}).strict()).returns<{ ok: true }>(),
} satisfies ApiSpec;
