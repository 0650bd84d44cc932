// The rule matcher on its own: word patterns, audiences (new members by the hour), exemptions, and
// the status a new review gets from the violations.
import { describe, expect, it } from 'vitest';
import { violationsOf, wordPattern } from '../../../../../sandbox/domains/moderation-rules/match.ts';
import type { RuleDoc } from '../../../../../sandbox/domains/moderation-rules/rule-doc.ts';
import type { ModerationSubject } from '../../../../../sandbox/domains/moderation-rules/subject.ts';
import { statusFor } from '../../../../../sandbox/domains/reviews/auto-moderation.ts';

const NOW = new Date('2026-11-01T12:00:00Z');

const rule = (over: Partial<RuleDoc> = {}): RuleDoc => ({
  id: over.id ?? 'r1',
  revision: '1',
  createdDate: NOW.toISOString(),
  updatedDate: NOW.toISOString(),
  namespace: 'reviews/stores',
  audience: { type: 'MEMBERS_AND_VISITORS' },
  trigger: { type: 'ALWAYS' },
  action: { type: 'REJECT' },
  enabled: true,
  ...over,
});

const subject = (over: Partial<ModerationSubject> = {}): ModerationSubject => ({
  texts: ['hello'],
  features: { images: false, videos: false, links: false, attachments: false },
  attributes: [],
  author: { memberGroups: [] },
  ...over,
});

describe('wordPattern', () => {
  it.each([
    ['spam', 'Spam!', true],
    ['spam', 'spammer', false],
    ['spam*', 'spammer', true],
    ['*spam', 'antispam', true],
    ['sp*m', 'spum', true],
    ['sp*m', 'sp am', false],
    ['bad deal', 'a BAD   deal', true],
    ['c++', 'I like c++ a lot', true],
    ['café', 'Le CAFÉ', true],
    ['a.b', 'axb', false],
  ])('%s on %j: %s', (word, text, matches) => {
    expect(wordPattern(word).test(text)).toBe(matches);
  });
});

describe('violationsOf', () => {
  it('lists triggered enabled rules in order with their action', () => {
    const rules = [
      rule({ id: 'a' }),
      rule({ id: 'b', enabled: false }),
      rule({ id: 'c', action: { type: 'NEEDS_MANUAL_APPROVAL' } }),
    ];
    expect(violationsOf(rules, subject(), NOW)).toEqual([
      { ruleId: 'a', action: { type: 'REJECT' } },
      { ruleId: 'c', action: { type: 'NEEDS_MANUAL_APPROVAL' } },
    ]);
  });

  it('NEW_MEMBERS takes members who joined less than the given hours ago', () => {
    const r = [rule({ audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 2 } } })];
    const joined = (hoursAgo: number) =>
      subject({
        author: { memberId: 'm', memberGroups: [], memberSince: new Date(NOW.getTime() - hoursAgo * 3_600_000) },
      });
    expect(violationsOf(r, joined(1), NOW)).toHaveLength(1);
    expect(violationsOf(r, joined(2), NOW)).toHaveLength(0);
    expect(violationsOf(r, subject(), NOW)).toHaveLength(0);
  });

  it('exemptions by member id and by group', () => {
    const r = [rule({ exemptions: { memberIds: ['m1'], memberGroups: ['vip'] } })];
    expect(violationsOf(r, subject({ author: { memberId: 'm1', memberGroups: [] } }), NOW)).toHaveLength(0);
    expect(violationsOf(r, subject({ author: { memberId: 'm2', memberGroups: ['vip'] } }), NOW)).toHaveLength(0);
    expect(violationsOf(r, subject({ author: { memberId: 'm2', memberGroups: [] } }), NOW)).toHaveLength(1);
  });

  it('content features need one of the wanted features present', () => {
    const r = [rule({ trigger: { type: 'CONTENT_FEATURES', contentFeaturesOptions: { images: true, links: true } } })];
    const withFeature = (f: 'images' | 'videos' | 'links') =>
      subject({ features: { images: false, videos: false, links: false, attachments: false, [f]: true } });
    expect(violationsOf(r, withFeature('links'), NOW)).toHaveLength(1);
    expect(violationsOf(r, withFeature('images'), NOW)).toHaveLength(1);
    expect(violationsOf(r, withFeature('videos'), NOW)).toHaveLength(0);
  });
});

describe('statusFor (a new review)', () => {
  it('no violation approves, a reject wins over a hold, a hold alone waits', () => {
    const reject = { ruleId: 'a', action: { type: 'REJECT' as const } };
    const hold = { ruleId: 'b', action: { type: 'NEEDS_MANUAL_APPROVAL' as const } };
    expect(statusFor([])).toBe('APPROVED');
    expect(statusFor([hold, reject])).toBe('REJECTED');
    expect(statusFor([hold])).toBe('IN_MODERATION');
  });
});
