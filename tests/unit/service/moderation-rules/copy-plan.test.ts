// What copying rules to a site would do there: the same doing under any name is left alone, a rule of
// the same name (as a person reads it) is replaced unless it was made elsewhere, the rest is added,
// and a site whose rules plus the added ones pass the provider's limit is left out.
import { describe, expect, it } from 'vitest';
import type { ModerationRule, RuleInput } from '@/lib/messaging/moderation-rules';
import { copyPlan, copySteps } from '@/lib/service/moderation-rules/copy-plan';

const input = (name: string, action: RuleInput['action'] = 'NEEDS_MANUAL_APPROVAL'): RuleInput => ({
  name,
  enabled: true,
  action,
  audience: { type: 'MEMBERS_AND_VISITORS' },
  trigger: { type: 'PATTERNS', words: [name], expressions: [] },
});
const rule = (id: string, from: RuleInput, madeElsewhere = false): ModerationRule => ({
  id,
  revision: '1',
  ...from,
  createdDate: null,
  updatedDate: null,
  madeElsewhere,
});

describe('a rules copy plan', () => {
  it('leaves the same doing, replaces the same name, adds the rest', () => {
    const there = [rule('1', input('spam')), rule('2', { ...input('links'), name: ' Links ', action: 'REJECT' })];
    const steps = copySteps(there, [{ ...input('spam'), name: 'Other name' }, input('links'), input('new')]);
    expect(steps.same).toBe(1);
    expect(steps.replace.map((r) => [r.rule.id, r.input.action])).toEqual([['2', 'NEEDS_MANUAL_APPROVAL']]);
    expect(steps.add.map((r) => r.name)).toEqual(['new']);
  });

  it('never replaces a rule made elsewhere: the copy is added beside it', () => {
    const steps = copySteps([rule('1', { ...input('links'), action: 'REJECT' }, true)], [input('links')]);
    expect(steps).toMatchObject({ replace: [], same: 0 });
    expect(steps.add).toHaveLength(1);
  });

  it('a site whose added rules pass 20 does not fit', () => {
    const there = Array.from({ length: 19 }, (_, i) => rule(String(i), input(`w${i}`)));
    expect(copyPlan(there, [input('a')])).toEqual({ added: 1, replaced: 0, same: 0, count: 19, fits: true });
    expect(copyPlan(there, [input('a'), input('b')])).toMatchObject({ added: 2, fits: false });
  });
});
