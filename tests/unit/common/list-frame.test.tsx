// @vitest-environment happy-dom
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ListHeading, ListToolbar, PagedResults } from '@/components/common/PagedList';
import { useListParams } from '@/components/common/useListParams';
import type { FilterFields } from '@/components/common/filter/filter-model';

const page = (total: number | null) => ({
  data: { total },
  error: null,
  isPending: false,
  isPlaceholderData: false,
  dataUpdatedAt: Date.now(),
});

describe("a paged list's frame", () => {
  it('the heading says the total, or "many" where the provider could not count', () => {
    const { rerender } = render(<ListHeading heading="Members" page={page(1234)} testId="total" />);
    expect(screen.getByRole('heading', { name: /Members/ })).toHaveTextContent('Members 1,234');
    rerender(<ListHeading heading="Members" page={page(null)} testId="total" />);
    expect(screen.getByTestId('total')).toHaveTextContent('many');
  });

  it('the toolbar: the filters toggle says whether one is applied; the sort starts again; Create hides while open', () => {
    const setSort = vi.fn();
    const onCreate = vi.fn();
    const toolbar = (applied: boolean, create: boolean) => (
      <ListToolbar
        filters={{ applied, open: false, onToggle: () => undefined, label: 'Filters', appliedLabel: 'Filters on' }}
        sort={{ label: 'Sort', defaultLabel: 'Default order', fields: ['name'] as const, fieldLabel: () => 'Name' }}
        params={{ sort: null, setSort }}
        create={create ? { label: 'New member', onCreate } : null}
      >
        <span>Export</span>
      </ListToolbar>
    );
    const { rerender } = render(toolbar(false, true));
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveClass('border-slate-300');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'name:DESC' } });
    expect(setSort).toHaveBeenCalledWith('name:DESC');
    fireEvent.click(screen.getByRole('button', { name: 'New member' }));
    expect(onCreate).toHaveBeenCalledOnce();
    rerender(toolbar(true, false));
    expect(screen.getByRole('button', { name: /Filters on/ })).toHaveClass('border-indigo-700');
    expect(screen.queryByRole('button', { name: 'New member' })).toBeNull();
    expect(screen.getByText('Export')).toBeInTheDocument();
  });

  it('the results: none said, rows dimmed while the next page comes, the pager under them', () => {
    const params = { offset: 0, setOffset: vi.fn() };
    const { rerender } = render(
      <PagedResults page={page(0)} shown={0} none="No members" limit={50} params={params} onReconnect={() => undefined}>
        <ul />
      </PagedResults>,
    );
    expect(screen.getByText('No members')).toBeInTheDocument();
    rerender(
      <PagedResults
        page={{ ...page(120), isPlaceholderData: true }}
        shown={50}
        none="No members"
        limit={50}
        params={params}
        onReconnect={() => undefined}
      >
        <ul aria-label="Members list" />
      </PagedResults>,
    );
    expect(screen.getByRole('list', { name: 'Members list' }).parentElement).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(params.setOffset).toHaveBeenCalledWith(50);
  });
});

const fields: FilterFields = {
  names: ['status'],
  kind: () => 'enum',
  enumValues: () => ['ACTIVE'],
  label: () => 'Status',
};
const Sort = z.object({ field: z.enum(['name']), order: z.enum(['ASC', 'DESC']) });

describe("a paged list's state in the panel URL", () => {
  beforeEach(() => window.history.replaceState(null, '', '/#tool=members&members.offset=100'));

  it('reads the page and the sort; a new sort or filter starts at page one, a new filter clears the ticks', () => {
    const clearSelection = vi.fn();
    const { result } = renderHook(() => useListParams({ tool: 'members', fields, sortSchema: Sort, clearSelection }));
    expect(result.current.offset).toBe(100);
    expect(result.current.sort).toBeNull();
    act(() => result.current.setSort('name:DESC'));
    expect(result.current.sort).toEqual({ field: 'name', order: 'DESC' });
    expect(result.current.offset).toBe(0);
    act(() => result.current.setOffset(50));
    act(() =>
      result.current.setFilter({
        kind: 'group',
        join: 'and',
        negate: false,
        items: [{ kind: 'cond', field: 'status', op: 'eq', value: 'ACTIVE', negate: false }],
      }),
    );
    expect(clearSelection).toHaveBeenCalledOnce();
    expect(result.current.offset).toBe(0);
    expect(result.current.filter).toEqual({ status: 'ACTIVE' });
    expect(window.location.hash).toContain('tool=members');
  });

  it('a sort the tool does not offer is the default order; its setters stay the same across renders', () => {
    window.history.replaceState(null, '', '/#members.sort=secret:UP');
    const clearSelection = () => undefined; // a tool's selection module's: the same function each render
    const { result, rerender } = renderHook(() =>
      useListParams({ tool: 'members', fields, sortSchema: Sort, clearSelection }),
    );
    expect(result.current.sort).toBeNull();
    const { setSort } = result.current;
    rerender();
    expect(result.current.setSort).toBe(setSort);
  });
});
