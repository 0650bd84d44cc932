// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBuilder as Builder } from '@/components/common/filter/FilterBuilder';
import {
  emptyGroup,
  toFilter as toProviderFilter,
  type Condition,
  type FilterNode,
  type Group,
} from '@/components/common/filter/filter-model';
import { memberFilterFields } from '@/components/members/filter-fields';
import { MemberFilter } from '@/lib/messaging/members';

const cond = (c: Partial<Condition> & Pick<Condition, 'field' | 'op'>): Condition => ({
  kind: 'cond',
  value: '',
  negate: false,
  ...c,
});
const toFilter = (node: FilterNode) => toProviderFilter(node, memberFilterFields);
const FilterBuilder = (p: Omit<Parameters<typeof Builder>[0], 'fields'>) => (
  <Builder fields={memberFilterFields} {...p} />
);
const group = (join: 'and' | 'or', items: Group['items'], negate = false): Group => ({
  kind: 'group',
  join,
  negate,
  items,
});

describe('filter model → provider filter', () => {
  it('sends every operator as the provider names it', () => {
    const cases: Array<[Condition, unknown]> = [
      [cond({ field: 'status', op: 'eq', value: 'PENDING' }), { status: 'PENDING' }],
      [cond({ field: 'status', op: 'ne', value: 'BLOCKED' }), { status: { $ne: 'BLOCKED' } }],
      [cond({ field: 'status', op: 'anyOf', value: 'PENDING, BLOCKED' }), { status: { $in: ['PENDING', 'BLOCKED'] } }],
      [
        cond({ field: 'loginEmail', op: 'allOf', value: 'a@x.io,b@x.io' }),
        { loginEmail: { $hasAll: ['a@x.io', 'b@x.io'] } },
      ],
      [
        cond({ field: 'profile.nickname', op: 'startsWith', value: 'An' }),
        { 'profile.nickname': { $startsWith: 'An' } },
      ],
      [cond({ field: 'profile.slug', op: 'contains', value: 'ann' }), { 'profile.slug': { $contains: 'ann' } }],
      [cond({ field: 'contactId', op: 'exists' }), { contactId: { $exists: true } }],
      [cond({ field: 'loginEmail', op: 'notExists' }), { loginEmail: { $exists: false } }],
      [
        cond({ field: 'createdDate', op: 'from', value: '2025-01-01' }),
        { createdDate: { $gte: '2025-01-01T00:00:00.000Z' } },
      ],
      [
        cond({ field: 'createdDate', op: 'before', value: '2025-02-01' }),
        { createdDate: { $lt: '2025-02-01T00:00:00.000Z' } },
      ],
    ];
    for (const [c, expected] of cases) {
      expect(toFilter(c)).toEqual(expected);
      expect(MemberFilter.safeParse(expected).success).toBe(true);
    }
  });

  it('keeps and / or / not exactly as built (a negated condition never replaces its siblings)', () => {
    const model = group('and', [
      cond({ field: 'status', op: 'eq', value: 'APPROVED' }),
      cond({ field: 'privacyStatus', op: 'eq', value: 'PRIVATE', negate: true }),
      group(
        'or',
        [
          cond({ field: 'profile.nickname', op: 'startsWith', value: 'A' }),
          cond({ field: 'profile.nickname', op: 'startsWith', value: 'B' }),
        ],
        true,
      ),
    ]);
    expect(toFilter(model)).toEqual({
      $and: [
        { status: 'APPROVED' },
        { $not: { privacyStatus: 'PRIVATE' } },
        { $not: { $or: [{ 'profile.nickname': { $startsWith: 'A' } }, { 'profile.nickname': { $startsWith: 'B' } }] } },
      ],
    });
    expect(toFilter(emptyGroup())).toBeNull();
    // The background refuses what the builder can't make: unknown fields and operators.
    expect(MemberFilter.safeParse({ shoeSize: 42 }).success).toBe(false);
    expect(MemberFilter.safeParse({ status: { $where: 'x' } }).success).toBe(false);
    expect(toFilter(group('or', [cond({ field: 'status', op: 'eq', value: 'PENDING' })]))).toEqual({
      status: 'PENDING',
    });
  });
});

describe('FilterBuilder', () => {
  it('builds "status is PENDING or not nickname starts with Te" and hands over that exact JSON', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterBuilder value={emptyGroup()} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    await user.selectOptions(screen.getByLabelText('Value of condition 1'), 'PENDING');
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    await user.selectOptions(screen.getByLabelText('Field of condition 2'), 'profile.nickname');
    await user.selectOptions(screen.getByLabelText('Operator of condition 2'), 'startsWith');
    await user.type(screen.getByLabelText('Value of condition 2'), 'Te');
    await user.click(screen.getAllByLabelText('not')[1]!);
    await user.selectOptions(screen.getByLabelText('Join with'), 'or');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![1]).toEqual({
      $or: [{ status: 'PENDING' }, { $not: { 'profile.nickname': { $startsWith: 'Te' } } }],
    });
  });

  it('refuses to apply a condition without a value, saying so on the condition', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterBuilder value={emptyGroup()} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    await user.selectOptions(screen.getByLabelText('Field of condition 1'), 'createdDate');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a value.');
  });
});
