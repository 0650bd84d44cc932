import type { ModerationStatus } from '../reviews';

/** Statuses that mean "waiting for the admin". */
export const PENDING_STATUSES = ['IN_MODERATION', 'SUBMITTED'] as const satisfies readonly ModerationStatus[];

export const isPending = (status: ModerationStatus): boolean =>
  (PENDING_STATUSES as readonly ModerationStatus[]).includes(status);
