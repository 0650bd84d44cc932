// Whether a rule acts on a piece of content (pure): its audience takes the author, no exemption
// names them, and its trigger fires on the content.
import type { Audience, Exemptions, RuleDoc, Trigger, Violation } from './rule-doc.ts';
import { SMART_WORDS } from './smart.ts';
import type { ModerationAuthor, ModerationSubject } from './subject.ts';

const HOUR_MS = 3_600_000;
const WORD_CHAR = '[\\p{L}\\p{N}_]';

/**
 * A word pattern as a whole-word, case-insensitive expression: `*` stands for any letters within
 * the word ("spam*" matches "spammer", "sp*m" matches "spim"); spaces in a phrase match any spacing.
 */
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

function inAudience(audience: Audience, author: ModerationAuthor, now: Date): boolean {
  const member = author.memberId !== undefined;
  switch (audience.type) {
    case 'VISITORS':
      return !member;
    case 'MEMBERS':
      return member;
    case 'MEMBERS_AND_VISITORS':
      return true;
    case 'NEW_MEMBERS': {
      if (!member || !author.memberSince) return false;
      const hours = audience.newMembersOptions?.durationInHours ?? 0;
      return now.getTime() - author.memberSince.getTime() < hours * HOUR_MS;
    }
  }
}

function isExempt(exemptions: Exemptions | undefined, author: ModerationAuthor): boolean {
  if (!exemptions) return false;
  if (author.memberId !== undefined && (exemptions.memberIds ?? []).includes(author.memberId)) return true;
  return (exemptions.memberGroups ?? []).some((g) => author.memberGroups.includes(g));
}

function fires(trigger: Trigger, subject: ModerationSubject): boolean {
  const anyText = (re: RegExp) => subject.texts.some((t) => re.test(t));
  switch (trigger.type) {
    case 'ALWAYS':
      return true;
    case 'SMART':
      return SMART_WORDS.some((w) => anyText(wordPattern(w)));
    case 'PATTERNS': {
      const { words = [], expressions = [] } = trigger.patternsOptions ?? {};
      return words.some((w) => anyText(wordPattern(w))) || expressions.some((e) => anyText(new RegExp(e)));
    }
    case 'CONTENT_FEATURES': {
      const wanted = trigger.contentFeaturesOptions ?? {};
      const has = subject.features;
      return (
        (wanted.images === true && has.images) ||
        (wanted.videos === true && has.videos) ||
        (wanted.links === true && has.links) ||
        (wanted.attachments === true && has.attachments)
      );
    }
    case 'ATTRIBUTE': {
      const a = trigger.attributeOptions;
      return a !== undefined && subject.attributes.some((x) => x.name === a.name && a.values.includes(x.value));
    }
  }
}

/** The violations of `rules` (already the namespace's enabled ones) on `subject`, in the rules' order. */
export function violationsOf(rules: readonly RuleDoc[], subject: ModerationSubject, now: Date): Violation[] {
  return rules
    .filter(
      (r) =>
        r.enabled &&
        inAudience(r.audience, subject.author, now) &&
        !isExempt(r.exemptions, subject.author) &&
        fires(r.trigger, subject),
    )
    .map((r) => ({ ruleId: r.id, action: { type: r.action.type } }));
}
