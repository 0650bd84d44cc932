import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { RuleId, RuleInput, type ModerationRule, type RuleCopyResult, type RuleList } from './moderation-rules';
import type { ReviewSummary } from './reviews';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
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
  /** Makes these rules on another site (`siteId`), leaving those it already has; one call, and one per rule made. */
  'moderationRules.copy': message(
    SiteScoped.extend({ rules: z.array(RuleInput).min(1).max(20) }).strict(),
  ).returns<RuleCopyResult>(),
} satisfies ApiSpec;
