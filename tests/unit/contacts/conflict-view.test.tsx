// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConflictView } from '@/components/contacts/ConflictView';
import { conflictingFields, rebase, toInput } from '@/components/contacts/contact-input';
import { fullCard } from './fixtures';

const base = toInput(fullCard);
const mine = { ...base, company: 'Mine Ltd', firstName: 'Annie' };
const theirs = { ...base, company: 'Theirs GmbH', jobTitle: 'Chief Baker' };

describe('conflict between an edit and a change made meanwhile', () => {
  it('needs the admin only where both changed a field differently; each side keeps what only it changed', () => {
    expect(conflictingFields(base, mine, theirs)).toEqual(['company']);
    expect(rebase(base, mine, theirs, { company: 'theirs' })).toEqual({
      ...base,
      firstName: 'Annie',
      company: 'Theirs GmbH',
      jobTitle: 'Chief Baker',
    });
    expect(rebase(base, mine, theirs, { company: 'mine', jobTitle: 'mine' })).toMatchObject({
      company: 'Mine Ltd',
      jobTitle: 'Owner',
    });
  });

  it('shows both versions side by side and saves only after every conflicting field is chosen', async () => {
    const onResolve = vi.fn();
    render(
      <ConflictView
        base={base}
        mine={mine}
        theirs={theirs}
        busy={false}
        onResolve={onResolve}
        onCancel={() => undefined}
      />,
    );
    const company = screen.getByTestId('conflict-company');
    expect(company).toHaveTextContent('changed by both');
    expect(company).toHaveTextContent('Mine Ltd');
    expect(company).toHaveTextContent('Theirs GmbH');
    // Fields only one side changed start on that side.
    expect(within(screen.getByTestId('conflict-firstName')).getAllByRole('radio')[0]).toBeChecked();
    expect(within(screen.getByTestId('conflict-jobTitle')).getAllByRole('radio')[1]).toBeChecked();
    expect(screen.queryByTestId('conflict-lastName')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save my choices' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('1 field still to choose.');
    await userEvent.click(within(company).getAllByRole('radio')[1]!);
    await userEvent.click(save);
    expect(onResolve).toHaveBeenCalledWith({
      ...base,
      firstName: 'Annie',
      company: 'Theirs GmbH',
      jobTitle: 'Chief Baker',
    });
  });
});
