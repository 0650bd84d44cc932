import type { QueryClient } from '@tanstack/react-query';
import { t } from '../i18n';
import type { ModerationRule, RuleInput, RuleList } from '../messaging/moderation-rules';
import { MessageError } from '../messaging/protocol/provider-error';
import { ruleKeys } from './moderation-rules';
import { sendAdmin } from './send';
import { useWrite } from './write';

// The rules' writes: each costs its one call, and its answer is the rule as the provider now has it
// (or gone), put in the site's cached list; nothing is read again.

const saved = (siteId: string) => (rule: ModerationRule) => ({
  root: ruleKeys.all,
  siteId,
  change: { put: [rule] },
});

/**
 * A change refused (a stale revision, most often: the rule was changed elsewhere) reads the list
 * again, so the rule is shown as it is now and the next change is made on its revision.
 */
const changedElsewhere = (siteId: string) => () => [ruleKeys.list(siteId)];

/** A refusal because the rule changed since it was read: sending the same change again can't land. */
export const isRuleChanged = (error: unknown): boolean =>
  error instanceof MessageError && error.data.code === 'RULE_CHANGED';

/** A new rule goes last: the list is oldest first, as the provider orders it. */
const appended = (siteId: string) => (queryClient: QueryClient, rule: ModerationRule) =>
  queryClient.setQueryData<RuleList>(ruleKeys.list(siteId), (list) =>
    list && !list.rules.some((r) => r.id === rule.id) ? { rules: [...list.rules, rule] } : list,
  );

export function useCreateRule(siteId: string) {
  return useWrite({
    send: (rule: RuleInput) => sendAdmin('moderationRules.create', { siteId, rule }),
    says: () => t('rules.created'),
    update: appended(siteId),
  });
}

/** Saves the editor's fields on the revision it opened with (a state set: safe to send again). */
export function useUpdateRule(siteId: string) {
  return useWrite({
    send: (v: { rule: ModerationRule; input: RuleInput }) =>
      sendAdmin('moderationRules.update', { siteId, ruleId: v.rule.id, revision: v.rule.revision, rule: v.input }),
    says: () => t('rules.saved'),
    learns: saved(siteId),
    refreshesAfterFailure: changedElsewhere(siteId),
  });
}

export function useSetRuleEnabled(siteId: string) {
  return useWrite({
    send: (v: { rule: ModerationRule; enabled: boolean }) =>
      sendAdmin('moderationRules.setEnabled', {
        siteId,
        ruleId: v.rule.id,
        revision: v.rule.revision,
        enabled: v.enabled,
      }),
    says: (rule) => (rule.enabled ? t('rules.turnedOn') : t('rules.turnedOff')),
    learns: saved(siteId),
    refreshesAfterFailure: changedElsewhere(siteId),
  });
}

export function useDeleteRule(siteId: string) {
  return useWrite({
    send: (rule: ModerationRule) => sendAdmin('moderationRules.delete', { siteId, ruleId: rule.id }),
    says: () => t('rules.deleted'),
    learns: (_, rule) => ({ root: ruleKeys.all, siteId, change: { remove: [rule.id] } }),
  });
}

/** Copies rules to another site (one write per site, safe to send again: the site's rules are read first). */
export function useCopyRules() {
  return useWrite({
    send: (v: { siteId: string; rules: RuleInput[] }) => sendAdmin('moderationRules.copy', v),
    refreshes: (_, v) => [ruleKeys.list(v.siteId)],
  });
}
