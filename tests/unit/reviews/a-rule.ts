import type { ModerationRule } from '@/lib/messaging/moderation-rules';

/** A moderation rule for component tests (on, holding every review); override what the test is about. */
export const aRule = (over: Partial<ModerationRule> = {}): ModerationRule => ({
  id: '00000001-1111-4222-8333-444444444444',
  revision: '1',
  name: null,
  enabled: true,
  action: 'NEEDS_MANUAL_APPROVAL',
  audience: { type: 'MEMBERS_AND_VISITORS' },
  trigger: { type: 'ALWAYS' },
  createdDate: null,
  updatedDate: null,
  madeElsewhere: false,
  ...over,
});
