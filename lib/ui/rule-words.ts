import { plural, t, uiLocale } from '../i18n';
import type { ModerationRule, RuleAudience, RuleTrigger } from '../messaging/moderation-rules';
import { matchingRules, type MatchReason, type MatchedReview } from './rule-match';

// A rule as a shop owner reads it ("Hold reviews with photos for my approval"), never the provider's
// enums; and why a review waits, from the reasons the local check gives.

type Feature = 'images' | 'videos' | 'links' | 'attachments';
const FEATURES: readonly Feature[] = ['images', 'videos', 'links', 'attachments'];

const list = (items: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(uiLocale(), { style: 'long', type }).format(items);

/** The words a rule looks for, as written; expressions between slashes. */
export const wordsList = (trigger: { words: readonly string[]; expressions: readonly string[] }): string =>
  [...trigger.words, ...trigger.expressions.map((e) => `/${e}/`)].join(', ');

function fromWords(audience: RuleAudience | null): string {
  switch (audience?.type) {
    case 'VISITORS':
      return ` ${t('rules.from.visitors')}`;
    case 'MEMBERS':
      return ` ${t('rules.from.members')}`;
    case 'NEW_MEMBERS':
      return ` ${t('rules.from.newMembers', { hours: String(audience.hours) })}`;
    default:
      return '';
  }
}

const featureWords = (f: Feature): string =>
  ({
    images: t('rules.feature.images'),
    videos: t('rules.feature.videos'),
    links: t('rules.feature.links'),
    attachments: t('rules.feature.attachments'),
  })[f];

function reviewsWords(trigger: RuleTrigger, from: string): string {
  switch (trigger.type) {
    case 'ALWAYS':
      return from ? t('rules.reviews.all', { from }) : t('rules.reviews.every');
    case 'CONTENT_FEATURES':
      return t('rules.reviews.with', {
        features: list(FEATURES.filter((f) => trigger[f]).map(featureWords), 'disjunction'),
        from,
      });
    case 'ATTRIBUTE':
      return trigger.name === 'rating'
        ? trigger.values.length === 1 && trigger.values[0] === '1'
          ? t('rules.reviews.ratingOne', { from })
          : t('rules.reviews.rating', { values: list(trigger.values, 'disjunction'), from })
        : t('rules.reviews.attribute', { name: trigger.name, values: list(trigger.values, 'disjunction'), from });
    case 'SMART':
      return t('rules.reviews.smart', { from });
    default:
      return t('rules.reviews.other', { from });
  }
}

/** The whole rule in one sentence. */
export function ruleSentence(rule: Pick<ModerationRule, 'action' | 'audience' | 'trigger'>): string {
  const from = fromWords(rule.audience);
  const { trigger } = rule;
  if (trigger.type === 'PATTERNS' && rule.action) {
    const words = wordsList(trigger);
    return rule.action === 'REJECT'
      ? t('rules.sentence.rejectContaining', { from, words })
      : t('rules.sentence.holdContaining', { from, words });
  }
  const reviews = reviewsWords(trigger.type === 'PATTERNS' ? { type: 'OTHER', kind: '' } : trigger, from);
  if (rule.action === 'REJECT') return t('rules.sentence.reject', { reviews });
  if (rule.action === 'NEEDS_MANUAL_APPROVAL') return t('rules.sentence.hold', { reviews });
  return t('rules.sentence.unknownAction', { reviews });
}

function reasonWords(reason: MatchReason): string {
  switch (reason.kind) {
    case 'every':
      return t('rules.reason.every');
    case 'images':
    case 'videos':
    case 'links':
    case 'attachments':
      return t(`rules.reason.${reason.kind}`);
    case 'words':
      return t('rules.reason.words', { words: list(reason.found, 'conjunction') });
    case 'rating':
      return plural('rules.reason.rated', reason.rating);
    case 'visitor':
      return t('rules.reason.visitor');
    case 'member':
      return t('rules.reason.member');
    case 'newMember':
      return t('rules.reason.newMember');
  }
}

/**
 * Why one rule acts on a review, short ("Held: has photos"). "every" is said alone: with an
 * audience, the audience says it ("Held: written by a visitor").
 */
export function whyWords(
  rule: Pick<ModerationRule, 'action' | 'audience' | 'trigger'>,
  reasons: MatchReason[],
): string {
  const said = reasons.length > 1 ? reasons.filter((r) => r.kind !== 'every') : reasons;
  const reason = said.map(reasonWords).join(', ');
  return rule.action === 'REJECT' ? t('rules.reason.rejected', { reason }) : t('rules.reason.held', { reason });
}

/**
 * Why a waiting review waits, from the site's rules tried on it here: each rule that is on and acts on
 * it, said short ("Held: has photos"), or that none of them does now.
 */
export function whyWaitingWords(rules: readonly ModerationRule[], review: MatchedReview): string {
  const matches = matchingRules(rules, review);
  return matches.length > 0 ? matches.map((m) => whyWords(m.rule, m.reasons)).join('; ') : t('rules.why.none');
}
