import { t } from '@/lib/i18n';
import {
  MAX_EXPRESSION_LENGTH,
  MAX_EXPRESSIONS,
  MAX_NEW_MEMBER_HOURS,
  MAX_WORD_LENGTH,
  MAX_WORDS,
  validExpression,
  type Rating,
  type RuleAction,
  type RuleInput,
} from '@/lib/messaging/moderation-rules';
import { ruleSentence } from '@/lib/ui/rule-words';

// The rule editor's fields as typed, and what they make: the rule to send, or the problems to fix,
// each in words beside its field. The provider's limits are checked here first, so a refusal for a
// field is rare.

export type TriggerKind = 'ALWAYS' | 'PATTERNS' | 'CONTENT_FEATURES' | 'ATTRIBUTE' | 'SMART';
export type AudienceKind = 'MEMBERS_AND_VISITORS' | 'VISITORS' | 'MEMBERS' | 'NEW_MEMBERS';
export type Feature = 'images' | 'videos' | 'links' | 'attachments';

export interface RuleDraft {
  action: RuleAction;
  trigger: TriggerKind;
  words: string;
  expressions: string;
  features: Feature[];
  /** The star ratings of a rule on the rating ("1" to "5"). */
  ratings: Rating[];
  audience: AudienceKind;
  hours: string;
  enabled: boolean;
}

export type DraftField = 'words' | 'expressions' | 'features' | 'ratings' | 'hours';
export type DraftProblems = Partial<Record<DraftField, string>>;

export const NEW_DRAFT: RuleDraft = {
  action: 'NEEDS_MANUAL_APPROVAL',
  trigger: 'CONTENT_FEATURES',
  words: '',
  expressions: '',
  features: ['images'],
  ratings: ['1', '2'],
  audience: 'MEMBERS_AND_VISITORS',
  hours: '24',
  enabled: true,
};

export function draftOf(input: RuleInput): RuleDraft {
  const tr = input.trigger;
  return {
    action: input.action,
    trigger: tr.type,
    words: tr.type === 'PATTERNS' ? tr.words.join('\n') : '',
    expressions: tr.type === 'PATTERNS' ? tr.expressions.join('\n') : '',
    features:
      tr.type === 'CONTENT_FEATURES'
        ? (['images', 'videos', 'links', 'attachments'] as const).filter((f) => tr[f])
        : [],
    ratings: tr.type === 'ATTRIBUTE' ? tr.values : NEW_DRAFT.ratings,
    audience: input.audience.type,
    hours: input.audience.type === 'NEW_MEMBERS' ? String(input.audience.hours) : '24',
    enabled: input.enabled,
  };
}

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function triggerOf(d: RuleDraft, problems: DraftProblems): RuleInput['trigger'] {
  if (d.trigger === 'ALWAYS' || d.trigger === 'SMART') return { type: d.trigger };
  if (d.trigger === 'ATTRIBUTE') {
    if (d.ratings.length === 0) problems.ratings = t('rules.problem.noRating');
    return { type: 'ATTRIBUTE', name: 'rating', values: [...d.ratings].sort() };
  }
  if (d.trigger === 'CONTENT_FEATURES') {
    if (d.features.length === 0) problems.features = t('rules.problem.noFeature');
    const on = (f: Feature) => d.features.includes(f);
    return {
      type: 'CONTENT_FEATURES',
      images: on('images'),
      videos: on('videos'),
      links: on('links'),
      attachments: on('attachments'),
    };
  }
  const words = [...new Set(lines(d.words))];
  const expressions = [...new Set(d.expressions.split('\n').filter((l) => l.trim()))];
  const long = words.find((w) => w.length > MAX_WORD_LENGTH);
  if (words.length + expressions.length === 0) problems.words = t('rules.problem.noWords');
  else if (long) problems.words = t('rules.problem.wordTooLong', { word: long });
  else if (words.length > MAX_WORDS) problems.words = t('rules.problem.tooManyWords');
  const longExpression = expressions.find((e) => e.length > MAX_EXPRESSION_LENGTH);
  const bad = expressions.find((e) => !validExpression(e));
  if (longExpression)
    problems.expressions = t('rules.problem.expressionTooLong', { expression: longExpression.slice(0, 40) });
  else if (expressions.length > MAX_EXPRESSIONS) problems.expressions = t('rules.problem.tooManyExpressions');
  else if (bad !== undefined) problems.expressions = t('rules.problem.badExpression', { expression: bad });
  return { type: 'PATTERNS', words, expressions };
}

function audienceOf(d: RuleDraft, problems: DraftProblems): RuleInput['audience'] {
  if (d.audience !== 'NEW_MEMBERS') return { type: d.audience };
  const hours = Number(d.hours.trim());
  if (!/^\d+$/.test(d.hours.trim()) || hours < 1 || hours > MAX_NEW_MEMBER_HOURS)
    problems.hours = t('rules.problem.hours');
  return { type: 'NEW_MEMBERS', hours: Number.isFinite(hours) ? Math.trunc(hours) : 0 };
}

/**
 * The rule the draft makes, named by its sentence (the name Wix's own screens show), or the
 * problems to fix first.
 */
export function readDraft(d: RuleDraft): { rule: RuleInput; problems: null } | { rule: null; problems: DraftProblems } {
  const problems: DraftProblems = {};
  const trigger = triggerOf(d, problems);
  const audience = audienceOf(d, problems);
  if (Object.keys(problems).length > 0) return { rule: null, problems };
  const name = ruleSentence({ action: d.action, audience, trigger }).slice(0, 120);
  return { rule: { name, enabled: d.enabled, action: d.action, audience, trigger }, problems: null };
}
