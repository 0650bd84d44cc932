// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListEditor } from '@/components/common/ListEditor';

type Email = { email: string; primary: boolean };

function Emails({ initial, errors = [] }: { initial: Email[]; errors?: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <ListEditor
        legend="Emails"
        items={items}
        onChange={setItems}
        blank={(first) => ({ email: '', primary: first })}
        addLabel="Add email"
        removeLabel={(n) => `Remove email ${n}`}
        primaryLabel="Primary"
        errors={(i) => [errors[i]]}
      >
        {(e, i, set) => (
          <input aria-label={`Email ${i + 1}`} value={e.email} onChange={(ev) => set({ email: ev.target.value })} />
        )}
      </ListEditor>
      <output data-testid="items">{JSON.stringify(items)}</output>
    </>
  );
}
/** Two addresses, the first primary. */
const TWO: Email[] = [
  { email: 'a@example.test', primary: true },
  { email: 'b@example.test', primary: false },
];

const items = () => JSON.parse(screen.getByTestId('items').textContent!) as Email[];

describe('the list editor', () => {
  it('adds a blank entry, the first one primary; edits an entry in place', () => {
    render(<Emails initial={[]} />);
    const group = screen.getByRole('group', { name: 'Emails' });
    fireEvent.click(within(group).getByRole('button', { name: 'Add email' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Add email' }));
    expect(items()).toEqual([
      { email: '', primary: true },
      { email: '', primary: false },
    ]);
    fireEvent.change(screen.getByLabelText('Email 2'), { target: { value: 'b@example.test' } });
    expect(items()[1]).toEqual({ email: 'b@example.test', primary: false });
  });

  it('keeps one primary entry: picking another moves the mark', () => {
    render(<Emails initial={TWO} />);
    const radios = screen.getAllByRole('radio', { name: 'Primary' });
    expect(radios[0]).toBeChecked();
    fireEvent.click(radios[1]!);
    expect(items().map((e) => e.primary)).toEqual([false, true]);
  });

  it('removes the entry its button names', () => {
    render(<Emails initial={TWO} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove email 1' }));
    expect(items()).toEqual([{ email: 'b@example.test', primary: false }]);
  });

  it('says what is wrong under the entry it concerns', () => {
    render(<Emails initial={[{ email: 'x', primary: true }]} errors={['Not an email address']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not an email address');
  });

  it('a list without a primary mark draws no radio; its remove button can show its words', () => {
    function Tags() {
      const [tags, setTags] = useState([{ name: 'vip' }]);
      return (
        <ListEditor
          legend="Tags"
          items={tags}
          onChange={setTags}
          blank={() => ({ name: '' })}
          addLabel="Add tag"
          removeLabel={(n) => `Remove tag ${n}`}
          removeAs="words"
          layout="grid"
        >
          {(tag) => <span>{tag.name}</span>}
        </ListEditor>
      );
    }
    render(<Tags />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove tag 1' })).toHaveTextContent('Remove tag 1');
  });
});
