import { describe, expect, it } from 'vitest';
import type { MatchedRule, MatchedReview } from '@/lib/ui/rule-match';
import { matchingRules, ruleVerdict, wordPattern } from '@/lib/ui/rule-match';

const review = (over: Partial<MatchedReview> = {}): MatchedReview => ({
  title: 'Lovely roses',
  body: 'Arrived fresh.',
  media: [],
  authorType: 'VISITOR',
  rating: 5,
  ...over,
});
const everyone = { type: 'MEMBERS_AND_VISITORS' } as const;
const words = (w: string[], expressions: string[] = []): MatchedRule => ({
  audience: everyone,
  trigger: { type: 'PATTERNS', words: w, expressions },
});
const features = (f: Partial<Record<'images' | 'videos' | 'links' | 'attachments', boolean>>): MatchedRule => ({
  audience: everyone,
  trigger: { type: 'CONTENT_FEATURES', images: false, videos: false, links: false, attachments: false, ...f },
});

describe('words', () => {
  it('match whole words, whatever the case', () => {
    expect(wordPattern('spam').test('Total SPAM here')).toBe(true);
    expect(wordPattern('spam').test('spammer')).toBe(false);
    expect(wordPattern('spam').test('antispam')).toBe(false);
  });
  it('* stands for any letters inside a word, and a phrase takes any spacing', () => {
    expect(wordPattern('spam*').test('a spammer')).toBe(true);
    expect(wordPattern('sp*m').test('spim')).toBe(true);
    expect(wordPattern('free  money').test('Free\nmoney!')).toBe(true);
    expect(wordPattern('a.b').test('axb')).toBe(false);
  });
  it('a rule of words names the ones it found, in the title or the body', () => {
    const v = ruleVerdict(words(['scam', 'spam*', 'absent']), review({ title: 'A scam', body: 'spammy' }));
    expect(v).toEqual({ acts: true, reasons: [{ kind: 'words', found: ['scam', 'spam*'] }] });
    expect(ruleVerdict(words(['scam']), review())).toEqual({ acts: false, unsure: false });
  });
  it('expressions are regular expressions (case as written); a broken one finds nothing', () => {
    expect(ruleVerdict(words([], ['fr[e3]{2}']), review({ body: 'fr33 stuff' })).acts).toBe(true);
    expect(ruleVerdict(words([], ['FRESH']), review()).acts).toBe(false);
    expect(ruleVerdict(words([], ['(']), review()).acts).toBe(false);
  });
});

describe('content features', () => {
  it('photos and videos are the review media', () => {
    const photo = review({ media: [{ kind: 'image', url: 'x' }] });
    const video = review({ media: [{ kind: 'video', url: 'x' }] });
    expect(ruleVerdict(features({ images: true }), photo)).toEqual({ acts: true, reasons: [{ kind: 'images' }] });
    expect(ruleVerdict(features({ images: true }), video).acts).toBe(false);
    expect(ruleVerdict(features({ videos: true }), video).acts).toBe(true);
  });
  it('a link is an address with http(s):// or www. in the text, not a bare domain', () => {
    expect(ruleVerdict(features({ links: true }), review({ body: 'see https://x.example/a' })).acts).toBe(true);
    expect(ruleVerdict(features({ links: true }), review({ title: 'www.shop.example' })).acts).toBe(true);
    expect(ruleVerdict(features({ links: true }), review({ body: 'e.g. shop.example' })).acts).toBe(false);
  });
  it('a review has no attachments', () => {
    expect(ruleVerdict(features({ attachments: true }), review()).acts).toBe(false);
  });
});

describe('audience', () => {
  const always = (audience: MatchedRule['audience']): MatchedRule => ({ audience, trigger: { type: 'ALWAYS' } });
  it('takes the author kind the review says', () => {
    expect(ruleVerdict(always({ type: 'VISITORS' }), review())).toEqual({
      acts: true,
      reasons: [{ kind: 'every' }, { kind: 'visitor' }],
    });
    expect(ruleVerdict(always({ type: 'MEMBERS' }), review())).toEqual({ acts: false, unsure: false });
    expect(ruleVerdict(always({ type: 'MEMBERS' }), review({ authorType: 'MEMBER' })).acts).toBe(true);
  });
  it('is unsure where the kind is unknown, or whether a member is new', () => {
    expect(ruleVerdict(always({ type: 'MEMBERS' }), review({ authorType: 'UNKNOWN' }))).toEqual({
      acts: false,
      unsure: true,
    });
    expect(ruleVerdict(always({ type: 'NEW_MEMBERS', hours: 24 }), review({ authorType: 'MEMBER' }))).toEqual({
      acts: false,
      unsure: true,
    });
    expect(ruleVerdict(always({ type: 'NEW_MEMBERS', hours: 24 }), review())).toEqual({ acts: false, unsure: false });
  });
  it('an unsure audience with a trigger that does not fire is a sure no', () => {
    expect(
      ruleVerdict({ ...words(['scam']), audience: { type: 'MEMBERS' } }, review({ authorType: 'UNKNOWN' })),
    ).toEqual({ acts: false, unsure: false });
  });
});

describe('other kinds and the enabled rules', () => {
  it('the rating attribute is read from the review; the smart check is unsure', () => {
    const rating: MatchedRule = {
      audience: everyone,
      trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1', '2'] },
    };
    expect(ruleVerdict(rating, review({ rating: 1 }))).toEqual({
      acts: true,
      reasons: [{ kind: 'rating', rating: 1 }],
    });
    expect(ruleVerdict(rating, review())).toEqual({ acts: false, unsure: false });
    expect(ruleVerdict({ audience: everyone, trigger: { type: 'SMART' } }, review())).toEqual({
      acts: false,
      unsure: true,
    });
  });
  it('matchingRules keeps the enabled rules that act, in order', () => {
    const rules = [
      { ...features({ images: true }), enabled: true, id: 'a' },
      { audience: everyone, trigger: { type: 'ALWAYS' as const }, enabled: false, id: 'b' },
      { ...words(['roses']), enabled: true, id: 'c' },
    ];
    expect(matchingRules(rules, review()).map((m) => m.rule.id)).toEqual(['c']);
  });
});
