import { describe, expect, it } from 'vitest';
import { draftOf, NEW_DRAFT, readDraft, type RuleDraft } from '@/components/reviews/rules/rule-draft';

const draft = (over: Partial<RuleDraft>): RuleDraft => ({ ...NEW_DRAFT, ...over });

describe("the rule editor's fields", () => {
  it('a new rule holds reviews with photos from everyone, named by its sentence', () => {
    expect(readDraft(NEW_DRAFT)).toEqual({
      rule: {
        name: 'Hold reviews with photos for my approval',
        enabled: true,
        action: 'NEEDS_MANUAL_APPROVAL',
        audience: { type: 'MEMBERS_AND_VISITORS' },
        trigger: { type: 'CONTENT_FEATURES', images: true, videos: false, links: false, attachments: false },
      },
      problems: null,
    });
  });

  it('words are one a line, trimmed, without blanks or repeats; expressions kept as written', () => {
    const read = readDraft(draft({ trigger: 'PATTERNS', words: ' spam \n\nscam\nspam', expressions: 'fr[e3]+ ' }));
    expect(read.rule?.trigger).toEqual({ type: 'PATTERNS', words: ['spam', 'scam'], expressions: ['fr[e3]+ '] });
  });

  it('says in words what to fix, beside its field', () => {
    expect(readDraft(draft({ trigger: 'PATTERNS' })).problems).toEqual({
      words: 'Write at least one word or pattern.',
    });
    expect(readDraft(draft({ trigger: 'PATTERNS', words: 'x'.repeat(101) })).problems?.words).toBe(
      `“${'x'.repeat(101)}” is longer than 100 characters.`,
    );
    expect(readDraft(draft({ trigger: 'PATTERNS', words: 'ok', expressions: 'a(' })).problems).toEqual({
      expressions: '“a(” is not a valid pattern.',
    });
    expect(readDraft(draft({ features: [] })).problems).toEqual({
      features: 'Tick at least one: photos, videos, links or attachments.',
    });
    for (const hours of ['', '0', '1.5', 'abc', '9000'])
      expect(readDraft(draft({ audience: 'NEW_MEMBERS', hours })).problems).toEqual({
        hours: 'Give the hours as a whole number from 1 to 8760.',
      });
    expect(readDraft(draft({ audience: 'NEW_MEMBERS', hours: ' 48 ' })).rule?.audience).toEqual({
      type: 'NEW_MEMBERS',
      hours: 48,
    });
  });

  it('a rule on star ratings needs one ticked, sends them in order; the smart check needs nothing', () => {
    expect(readDraft(draft({ trigger: 'ATTRIBUTE', ratings: [] })).problems).toEqual({
      ratings: 'Tick at least one star rating.',
    });
    const low = readDraft(draft({ trigger: 'ATTRIBUTE', ratings: ['2', '1'], action: 'REJECT' })).rule;
    expect(low).toMatchObject({
      name: 'Reject reviews rated 1 or 2 stars',
      trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1', '2'] },
    });
    expect(draftOf(low!)).toMatchObject({ trigger: 'ATTRIBUTE', ratings: ['1', '2'] });
    expect(readDraft(draft({ trigger: 'SMART' })).rule).toMatchObject({
      name: "Hold reviews that Wix's smart check flags for my approval",
      trigger: { type: 'SMART' },
    });
  });

  it('a trigger the admin switched away from leaves no problem behind', () => {
    expect(readDraft(draft({ trigger: 'ALWAYS', features: [], words: '', expressions: '(' })).problems).toBeNull();
  });

  it('an edited rule opens with its own fields, and reads back the same', () => {
    const input = {
      name: 'x',
      enabled: false,
      action: 'REJECT' as const,
      audience: { type: 'NEW_MEMBERS' as const, hours: 12 },
      trigger: { type: 'PATTERNS' as const, words: ['spam*'], expressions: ['\\d{4}'] },
    };
    const read = readDraft(draftOf(input));
    expect(read.rule).toEqual({
      ...input,
      name: 'Reject reviews from new members (first 12 hours) that contain: spam*, /\\d{4}/',
    });
  });
});
