import type { ModerationRule, RuleAudience, RuleTrigger } from '../messaging/moderation-rules';
import type { ReviewSummary } from '../messaging/reviews';

// A rule tried on a review here, with no call: the preview of a rule being written, and why a waiting
// review waits. An estimate of the provider's check (docs/provider-contract.md §3.9): words are whole
// words, case-insensitive, `*` any letters inside a word; expressions are JavaScript regular
// expressions; photos and videos are the review's media; a link is an address with http(s):// or
// www. in its title or body. What it can't know, it says (`unsure`): whether a member is new, and
// the author's kind where the review's card did not read it.

/** Why a rule acts on a review, in pieces the panel words. */
export type MatchReason =
  | { kind: 'every' }
  | { kind: 'images' | 'videos' | 'links' | 'attachments' }
  | { kind: 'words'; found: string[] }
  | { kind: 'rating'; rating: number }
  | { kind: 'visitor' | 'member' | 'newMember' };

export type RuleVerdict = { acts: true; reasons: MatchReason[] } | { acts: false; unsure: boolean };

export type MatchedReview = Pick<ReviewSummary, 'title' | 'body' | 'media' | 'authorType' | 'rating'>;
export type MatchedRule = Pick<ModerationRule, 'audience' | 'trigger'>;

const WORD_CHAR = '[\\p{L}\\p{N}_]';
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/i;

/** A word as a whole-word, case-insensitive expression: `*` any letters within the word, spaces any spacing. */
export function wordPattern(word: string): RegExp {
  const body = word
    .trim()
    .split(/\s+/)
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(`${WORD_CHAR}*`),
    )
    .join('\\s+');
  return new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, 'iu');
}

function expression(e: string): RegExp | null {
  try {
    return new RegExp(e);
  } catch {
    return null;
  }
}

type Patterns = Extract<RuleTrigger, { type: 'PATTERNS' }>;
type Compiled = { said: string; re: RegExp | null }[];
/** Each rule's words and expressions compiled once, however many reviews it is tried on. */
const compiledPatterns = new WeakMap<Patterns, Compiled>();
function compiled(trigger: Patterns): Compiled {
  let c = compiledPatterns.get(trigger);
  if (!c) {
    c = [
      ...trigger.words.map((w) => ({ said: w, re: wordPattern(w) })),
      ...trigger.expressions.map((e) => ({ said: e, re: expression(e) })),
    ];
    compiledPatterns.set(trigger, c);
  }
  return c;
}

type Part = { yes: MatchReason | null } | { no: true; unsure: boolean };

function audiencePart(audience: RuleAudience | null, review: MatchedReview): Part {
  const kind = review.authorType;
  switch (audience?.type) {
    case 'MEMBERS_AND_VISITORS':
      return { yes: null };
    case 'VISITORS':
      return kind === 'VISITOR' ? { yes: { kind: 'visitor' } } : { no: true, unsure: kind === 'UNKNOWN' };
    case 'MEMBERS':
      return kind === 'MEMBER' ? { yes: { kind: 'member' } } : { no: true, unsure: kind === 'UNKNOWN' };
    case 'NEW_MEMBERS':
      // When the member joined is not on the review: a member's review may or may not be caught.
      return { no: true, unsure: kind !== 'VISITOR' };
    default:
      return { no: true, unsure: true };
  }
}

function triggerPart(trigger: RuleTrigger, review: MatchedReview): Part {
  const texts = [review.title, review.body].filter(Boolean);
  switch (trigger.type) {
    case 'ALWAYS':
      return { yes: { kind: 'every' } };
    case 'PATTERNS': {
      const found = compiled(trigger)
        .filter(({ re }) => re !== null && texts.some((t) => re.test(t)))
        .map(({ said }) => said);
      return found.length > 0 ? { yes: { kind: 'words', found } } : { no: true, unsure: false };
    }
    case 'CONTENT_FEATURES': {
      const has = {
        images: review.media.some((m) => m.kind === 'image'),
        videos: review.media.some((m) => m.kind === 'video'),
        links: texts.some((t) => LINK.test(t)),
        attachments: false,
      };
      const kind = (['images', 'videos', 'links', 'attachments'] as const).find((k) => trigger[k] && has[k]);
      return kind ? { yes: { kind } } : { no: true, unsure: false };
    }
    case 'ATTRIBUTE':
      // The provider gives a review's rating as the attribute `rating`; others are its own to tell.
      if (trigger.name !== 'rating') return { no: true, unsure: true };
      return review.rating !== null && (trigger.values as readonly string[]).includes(String(review.rating))
        ? { yes: { kind: 'rating', rating: review.rating } }
        : { no: true, unsure: false };
    default:
      // The smart check, and kinds the panel does not know, are the provider's to tell.
      return { no: true, unsure: true };
  }
}

/** Whether `rule` would act on `review`, and why. */
export function ruleVerdict(rule: MatchedRule, review: MatchedReview): RuleVerdict {
  const who = audiencePart(rule.audience, review);
  const what = triggerPart(rule.trigger, review);
  if ('yes' in who && 'yes' in what)
    return { acts: true, reasons: [what.yes, who.yes].filter((r): r is MatchReason => r !== null) };
  const unsure = ('unsure' in who ? who.unsure : true) && ('unsure' in what ? what.unsure : true);
  return { acts: false, unsure };
}

/** The enabled rules that would act on a review, in the rules' order, with their reasons. */
export function matchingRules<R extends MatchedRule & Pick<ModerationRule, 'enabled'>>(
  rules: readonly R[],
  review: MatchedReview,
): { rule: R; reasons: MatchReason[] }[] {
  return rules.flatMap((rule) => {
    if (!rule.enabled) return [];
    const v = ruleVerdict(rule, review);
    return v.acts ? [{ rule, reasons: v.reasons }] : [];
  });
}
