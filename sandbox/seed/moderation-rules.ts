// Every seeded site's moderation rules: one that holds every new review for a moderator, so a new
// review waits (IN_MODERATION) as it did before the sandbox had rules. Delete or disable it and the
// site's reviews go live unless another rule stops them.
import { REVIEWS_NAMESPACE, type RuleDoc } from '../domains/moderation-rules/rule-doc.ts';
import { Prng, SEED_BASE_DATE, seedFrom } from './prng.ts';

export const HOLD_EVERY_REVIEW_NAME = 'Hold every new review for approval';

export function seedModerationRules(siteId: string): RuleDoc[] {
  const iso = new Date(SEED_BASE_DATE).toISOString();
  return [
    {
      id: new Prng(seedFrom(`moderation-rule:hold-all:${siteId}`)).guid(),
      revision: '1',
      createdDate: iso,
      updatedDate: iso,
      namespace: REVIEWS_NAMESPACE,
      name: HOLD_EVERY_REVIEW_NAME,
      audience: { type: 'MEMBERS_AND_VISITORS' },
      trigger: { type: 'ALWAYS' },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
      enabled: true,
    },
  ];
}
