import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleInput } from '../messaging/moderation-rules';
import { sendAdmin } from './send';

// The site's moderation rules for reviews, read when the Rules view or a waiting card needs them (one
// call for every card of the site), and kept a while per site: they change only by a write, which
// teaches the list (moderation-rule-writes.ts). A rule's preview reads the newest reviews once per
// editor.

export const ruleKeys = {
  all: ['moderationRules'] as const,
  list: (siteId: string) => ['moderationRules', 'list', { siteId }] as const,
  /** Under a root of its own, so a rule's write (which refreshes the rules once quiet) never reads them again. */
  recentReviews: (siteId: string, session: number) => ['ruleReviews', { siteId, session }] as const,
};

export const rulesOptions = (siteId: string) =>
  queryOptions({
    queryKey: ruleKeys.list(siteId),
    queryFn: () => sendAdmin('moderationRules.list', { siteId }),
    staleTime: 5 * 60_000,
  });

/**
 * The newest reviews a rule's preview is tried on: read once for an editor (`session`: one per editor
 * opened), never again while it is open, whatever is typed.
 */
export const recentReviewsOptions = (siteId: string, session: number) =>
  queryOptions({
    queryKey: ruleKeys.recentReviews(siteId, session),
    queryFn: () => sendAdmin('moderationRules.recentReviews', { siteId }),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/**
 * The site's rules for a waiting card: read once for every card of the site as the first one comes into
 * view (`enabled`; the Rules view's read when it came first), so each card says why it waits with no click.
 */
export function useSiteRules(siteId: string, enabled: boolean) {
  const rules = useQuery({ ...rulesOptions(siteId), enabled });
  return {
    rules: rules.data?.rules ?? null,
    error: rules.error,
    retry: () => void rules.refetch(),
  };
}

/**
 * What copying `rules` to another site would do there (its rules read: one call), asked when the admin
 * asks for the copy's preview and never kept: the copy itself reads the site's rules again.
 */
export const readCopyPlan = (siteId: string, rules: readonly RuleInput[]) =>
  sendAdmin('moderationRules.copyPlan', { siteId, rules: rules.slice() });
