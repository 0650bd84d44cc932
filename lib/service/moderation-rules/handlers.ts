import type { moderationRulesApi } from '../../messaging/moderation-rules-api';
import type { ModerationRule } from '../../messaging/moderation-rules';
import * as provider from '../../provider/moderation-rules';
import { recentReviews } from './recent-reviews';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';
import { copyRules, planRulesCopy } from './copy-rules';
import { forgetRule, forgetRules, rememberRule } from './known-rules';
import { readRules, rulesCall } from './rule-calls';

/** The answered rule, also kept for the live pages' strips (known-rules.ts). */
const kept = (siteId: string) => (rule: ModerationRule) => {
  rememberRule(siteId, rule);
  return rule;
};

/** The site's moderation rules for reviews (admin API): each message is one provider call, the preview's reviews two. */
export const moderationRulesHandlers: Handlers<typeof moderationRulesApi, AdminSender> = {
  'moderationRules.list': async ({ siteId }) => ({ rules: await readRules(siteId) }),
  'moderationRules.create': ({ siteId, rule }) =>
    rulesCall(siteId, 'Creating a moderation rule', (client) => provider.createRule(client, rule)).then(kept(siteId)),
  'moderationRules.update': ({ siteId, ruleId, revision, rule }) =>
    rulesCall(siteId, 'Saving a moderation rule', (client) =>
      provider.updateRule(client, ruleId, revision, provider.ruleFields(rule)),
    ).then(kept(siteId)),
  'moderationRules.setEnabled': ({ siteId, ruleId, revision, enabled }) =>
    rulesCall(siteId, 'Turning a moderation rule on or off', (client) =>
      provider.updateRule(client, ruleId, revision, { enabled }),
    ).then(kept(siteId)),
  'moderationRules.delete': async ({ siteId, ruleId }) => {
    await rulesCall(siteId, 'Deleting a moderation rule', (client) => provider.deleteRule(client, ruleId));
    forgetRule(siteId, ruleId);
    return { deleted: true as const };
  },
  'moderationRules.copyPlan': ({ siteId, rules }) => planRulesCopy(siteId, rules),
  'moderationRules.copy': ({ siteId, rules }) => copyRules(siteId, rules).finally(() => forgetRules(siteId)),
  'moderationRules.recentReviews': async ({ siteId }) => ({
    reviews: await recentReviews(siteId, await clientForSite(siteId)),
  }),
};
