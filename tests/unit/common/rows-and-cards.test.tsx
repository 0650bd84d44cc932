// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardRow } from '@/components/common/CardRow';
import { CheckGroup } from '@/components/common/CheckGroup';
import { FiltersToggle } from '@/components/common/FiltersToggle';
import { FormProblems } from '@/components/common/FormProblems';
import { MatchList } from '@/components/common/MatchList';
import { PickRow } from '@/components/common/PickRow';
import { ProfileCard } from '@/components/common/ProfileCard';
import { SelectAllBox } from '@/components/common/SelectAllBox';
import { createSelection } from '@/components/common/selection';

describe('the card row and the profile card', () => {
  it('a fact is a term and its value, the value drawn as text in its own direction', () => {
    render(
      <dl>
        <CardRow label="Emails" testId="emails">
          {'<b>not markup</b>'}
        </CardRow>
      </dl>,
    );
    const row = screen.getByTestId('emails');
    expect(within(row).getByRole('term')).toHaveTextContent('Emails');
    const value = within(row).getByRole('definition');
    expect(value).toHaveTextContent('<b>not markup</b>');
    expect(value).toHaveAttribute('dir', 'auto');
  });

  it('a profile card: named, its name under the test id asked for, chips, actions, ids only in the details', () => {
    render(
      <ProfileCard
        label="Contact card: Ann"
        testId="contact-card"
        data={{ 'data-contact-id': 'c1' }}
        name="Ann"
        subtitle="Baker · Bakery"
        chips={<span>Active</span>}
        actions={<button type="button">Edit</button>}
        technical={[{ label: 'Contact ID', value: 'c1' }]}
      >
        <p>facts</p>
      </ProfileCard>,
    );
    const card = screen.getByRole('article', { name: 'Contact card: Ann' });
    expect(card).toHaveAttribute('data-contact-id', 'c1');
    expect(screen.getByTestId('contact-card-name')).toHaveTextContent('Ann');
    expect(card).toHaveTextContent('Baker · Bakery');
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(card.querySelector('[data-technical]')).toHaveTextContent('c1');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('tickable rows', () => {
  it('a pick row: its box named for it, its name opens it (plain text where nothing opens)', () => {
    const onChange = vi.fn();
    const onOpen = vi.fn();
    const { rerender } = render(
      <ul>
        <PickRow
          testId="member-row"
          pick={{ label: 'Select Ann', checked: false, onChange }}
          name="Ann"
          onOpen={onOpen}
        >
          <p>ann@example.test</p>
        </PickRow>
      </ul>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    expect(onChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
    expect(onOpen).toHaveBeenCalledOnce();
    rerender(
      <ul>
        <PickRow testId="member-row" pick={{ label: 'Select Ann', checked: true, onChange }} name="Ann" />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Ann' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).toBeChecked();
  });

  it('the tick-all box ticks every row shown, is mixed when some are, and off with none', () => {
    const selection = createSelection();
    const { rerender } = render(<SelectAllBox selection={selection} ids={['a', 'b']} label="Select the page" />);
    const box = screen.getByRole('checkbox', { name: 'Select the page' }) as HTMLInputElement;
    fireEvent.click(box);
    expect([...selection.selectedIds.value]).toEqual(['a', 'b']);
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(selection.selectedCount.value).toBe(0);
    selection.toggleSelected('a');
    rerender(<SelectAllBox selection={selection} ids={['a', 'b']} label="Select the page" />);
    expect(box.indeterminate).toBe(true);
    rerender(<SelectAllBox selection={selection} ids={[]} label="Select the page" />);
    expect(box).toBeDisabled();
  });

  it('with its words shown, the box is named by them', () => {
    render(<SelectAllBox selection={createSelection()} ids={['a']} label="Select page" shown />);
    expect(screen.getByRole('checkbox', { name: 'Select page' })).toBeInTheDocument();
    expect(screen.getByText('Select page')).toBeVisible();
  });
});

describe('filters', () => {
  it('a check group adds and takes out values of one list', () => {
    const onChange = vi.fn();
    render(
      <CheckGroup
        legend="Rating"
        choices={[
          { value: 5, label: '5★', name: '5 stars' },
          { value: 4, label: '4★', name: '4 stars' },
        ]}
        value={[5]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '5 stars' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith([5, 4]);
    fireEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('the filters toggle says how many are on, in words too, and what it folds', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <FiltersToggle
        label="Filters"
        open={false}
        onToggle={onToggle}
        controls="f"
        count={0}
        countWords=""
        testId="t"
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <FiltersToggle
        label="Filters"
        open
        onToggle={onToggle}
        controls="f"
        count={2}
        countWords="2 filters on"
        testId="t"
      />,
    );
    const button = screen.getByRole('button', { name: /Filters/ });
    expect(button).toHaveTextContent('2 filters on');
    expect(button).toHaveAttribute('aria-controls', 'f');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('a form’s problems, all at once and announced; none, nothing', () => {
    const { rerender } = render(<FormProblems problems={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormProblems problems={['Choose a rating.', 'Write the review.']} testId="p" />);
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the match list', () => {
  it('nothing before an answer; the none words only where worth saying; each match a button that picks it', () => {
    const onPick = vi.fn();
    const list = (matches: Array<{ id: string; name: string }> | undefined, sayNone = true) => (
      <MatchList label="Products found" matches={matches} none="No product" sayNone={sayNone} onPick={onPick}>
        {(p) => p.name}
      </MatchList>
    );
    const { rerender, container } = render(list(undefined));
    expect(container).toBeEmptyDOMElement();
    rerender(list([], false));
    expect(container).toBeEmptyDOMElement();
    rerender(list([]));
    expect(screen.getByText('No product')).toBeInTheDocument();
    rerender(list([{ id: 'p1', name: 'Sourdough' }]));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Products found' })).getByRole('button', { name: 'Sourdough' }),
    );
    expect(onPick).toHaveBeenCalledWith({ id: 'p1', name: 'Sourdough' });
  });
});
