import type { ModerationStatus } from '../reviews';

/** Statuses that mean "waiting for the admin". */
export const PENDING_STATUSES = ['IN_MODERATION', 'SUBMITTED'] as const satisfies readonly ModerationStatus[];

export const isPending = (status: ModerationStatus): boolean =>
  (PENDING_STATUSES as readonly ModerationStatus[]).includes(status);

/** Every moderation status; a new one fails to compile here until it is listed. */
export const MODERATION_STATUSES = ['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'] as const;
const _everyStatusListed: Exclude<ModerationStatus, (typeof MODERATION_STATUSES)[number]> extends never ? true : never =
  true;

export const isModerationStatus = (value: unknown): value is ModerationStatus =>
  (MODERATION_STATUSES as readonly unknown[]).includes(value);
