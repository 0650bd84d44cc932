import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import {
  RuleId,
  RuleInput,
  type ModerationRule,
  type RuleCopyPlan,
  type RuleCopyResult,
  type RuleList,
} from './moderation-rules';
import type { ReviewSummary } from './reviews';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
const CopiedRules = SiteScoped.extend({ rules: z.array(RuleInput).min(1).max(20) }).strict();
const OneRule = SiteScoped.extend({ ruleId: RuleId, revision: z.string().regex(/^\d{1,20}$/) });

/** The site's moderation rules for reviews (admin API). */
export const moderationRulesApi = {
  'moderationRules.list': message(SiteScoped.strict()).returns<RuleList>(),
  'moderationRules.create': message(SiteScoped.extend({ rule: RuleInput }).strict()).returns<ModerationRule>(),
  'moderationRules.update': message(OneRule.extend({ rule: RuleInput }).strict()).returns<ModerationRule>(),
  /** Turns a rule on or off, whatever else it has (the only change a rule made elsewhere takes). */
  'moderationRules.setEnabled': message(OneRule.extend({ enabled: z.boolean() }).strict()).returns<ModerationRule>(),
  'moderationRules.delete': message(SiteScoped.extend({ ruleId: RuleId }).strict()).returns<{ deleted: true }>(),
  /** The site's newest reviews (at most 200, two provider calls), for a rule's preview. */
  'moderationRules.recentReviews': message(SiteScoped.strict()).returns<{ reviews: ReviewSummary[] }>(),
  /** What copying these rules to another site (`siteId`) would do there: one call, its rules read. */
  'moderationRules.copyPlan': message(CopiedRules).returns<RuleCopyPlan>(),
  /**
   * Copies these rules to another site (`siteId`), whole or not at all: its rules read again, then one
   * call per rule added or replaced; refused (nothing made) when they don't fit, undone on a failure.
   */
  'moderationRules.copy': message(CopiedRules).returns<RuleCopyResult>(),
} satisfies ApiSpec;
