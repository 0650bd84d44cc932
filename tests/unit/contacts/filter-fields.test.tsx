// @vitest-environment happy-dom
// The Contacts filter offers only what the provider's sort-and-filter guide lets a contact query ask
// (the sandbox refuses the rest: tests/contract/contacts-filter-builder.contract.test.ts): the
// membership and subscription through the Wix extended fields, in people's words; per field only
// its comparisons; "any of" on emails as the provider's `$in`.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBuilder } from '@/components/common/filter/FilterBuilder';
import { emptyGroup, parseModel } from '@/components/common/filter/filter-model';
import { contactFilterFields } from '@/components/contacts/filter-fields';

const fields = contactFilterFields([
  { key: 'custom.visits', name: 'Visits', dataType: 'NUMBER', fieldType: 'USER_DEFINED' },
  { key: 'invoices.vatId', name: 'VAT ID', dataType: 'TEXT', fieldType: 'SYSTEM' },
]);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the Contacts filter fields', () => {
  it('offer membership and subscription in words, the site’s own fields, and none the provider refuses', async () => {
    const user = userEvent.setup();
    render(<FilterBuilder fields={fields} value={emptyGroup()} onApply={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    const names = optionsOf(screen.getByLabelText('Field of condition 1'));
    expect(names).toEqual(expect.arrayContaining(['Member status', 'Email subscription', 'Visits', 'Emails']));
    expect(names).not.toContain('VAT ID');
    expect(names.join(' ')).not.toMatch(/Source|activity type/i);

    await user.selectOptions(
      screen.getByLabelText('Field of condition 1'),
      'info.extendedFields.members.membershipStatus',
    );
    await user.selectOptions(screen.getByLabelText('Operator of condition 1'), 'eq');
    expect(optionsOf(screen.getByLabelText('Value of condition 1')).slice(1)).toEqual([
      'Approved members',
      'Members waiting for approval',
      'Blocked members',
      'Inactive members',
    ]);
    await user.selectOptions(screen.getByLabelText('Field of condition 1'), 'info.name.first');
    expect(optionsOf(screen.getByLabelText('Operator of condition 1'))).not.toContain('contains');
    await user.selectOptions(screen.getByLabelText('Field of condition 1'), 'createdDate');
    expect(optionsOf(screen.getByLabelText('Operator of condition 1'))).toHaveLength(2);
  });

  it('send "any of" on emails as $in, and a member status as the extended field', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterBuilder fields={fields} value={emptyGroup()} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    await user.selectOptions(screen.getByLabelText('Field of condition 1'), 'info.emails.email');
    await user.selectOptions(screen.getByLabelText('Operator of condition 1'), 'anyOf');
    await user.type(screen.getByLabelText('Value of condition 1'), 'a@x.io, b@x.io');
    await user.click(screen.getByRole('button', { name: '+ Condition' }));
    await user.selectOptions(
      screen.getByLabelText('Field of condition 2'),
      'info.extendedFields.members.membershipStatus',
    );
    await user.selectOptions(screen.getByLabelText('Operator of condition 2'), 'eq');
    await user.selectOptions(screen.getByLabelText('Value of condition 2'), 'DENIED');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(onApply.mock.calls[0]![1]).toEqual({
      $and: [
        { 'info.emails.email': { $in: ['a@x.io', 'b@x.io'] } },
        { 'info.extendedFields.members.membershipStatus': 'DENIED' },
      ],
    });
  });

  it('drop a saved filter on a field or comparison the provider refuses (an older link)', () => {
    const saved = (field: string, op: string) =>
      JSON.stringify({
        kind: 'group',
        join: 'and',
        negate: false,
        items: [{ kind: 'cond', field, op, value: 'x', negate: false }],
      });
    expect(parseModel(saved('memberInfo.status', 'eq'), fields).items).toEqual([]);
    expect(parseModel(saved('info.name.first', 'contains'), fields).items).toEqual([]);
    expect(parseModel(saved('info.name.first', 'startsWith'), fields).items).toHaveLength(1);
  });
});
