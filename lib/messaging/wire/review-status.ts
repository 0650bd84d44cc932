/** Every moderation status, as the provider names them (the schema in lib/messaging/reviews.ts is made of these). */
export const MODERATION_STATUSES = ['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'] as const;
type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Statuses that mean "waiting for the admin". */
export const PENDING_STATUSES = ['IN_MODERATION', 'SUBMITTED'] as const satisfies readonly ModerationStatus[];

export const isPending = (status: ModerationStatus): boolean =>
  (PENDING_STATUSES as readonly ModerationStatus[]).includes(status);

export const isModerationStatus = (value: unknown): value is ModerationStatus =>
  (MODERATION_STATUSES as readonly unknown[]).includes(value);
