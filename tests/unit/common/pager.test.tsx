// @vitest-environment happy-dom
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorPager, Pager, useCursorPages, type CursorPages } from '@/components/common/Pager';

function Pages({ next, onOlder, showPage }: { next: string | null; onOlder?: () => void; showPage?: boolean }) {
  const pages = useCursorPages();
  return (
    <>
      <span data-testid="cursor">{pages.cursor ?? 'first'}</span>
      <CursorPager pages={pages} nextCursor={next} onOlder={onOlder} showPage={showPage} />
    </>
  );
}

describe('the cursor pager', () => {
  it('on the first page: Newer off; Older on only while the provider gave a cursor', () => {
    const { rerender } = render(<Pages next="c2" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toContainElement(screen.getByRole('button', { name: '← Newer' }));
    expect(screen.getByRole('button', { name: '← Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older →' })).toBeEnabled();
    rerender(<Pages next={null} />);
    expect(screen.getByRole('button', { name: 'Older →' })).toBeDisabled();
  });

  it('Older goes to the cursor given, Newer back to the page before; the page is said where asked', () => {
    const { rerender } = render(<Pages next="c2" showPage />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Older →' }));
    expect(screen.getByTestId('cursor')).toHaveTextContent('c2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Newer' })).toBeEnabled();
    rerender(<Pages next={null} showPage />);
    expect(screen.getByRole('button', { name: 'Older →' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '← Newer' }));
    expect(screen.getByTestId('cursor')).toHaveTextContent('first');
    expect(screen.getByRole('button', { name: '← Newer' })).toBeDisabled();
  });

  it('Older asks the caller where reaching the next page needs more than the cursor', () => {
    const onOlder = vi.fn();
    render(<Pages next="c2" onOlder={onOlder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Older →' }));
    expect(onOlder).toHaveBeenCalledOnce();
    expect(screen.getByTestId('cursor')).toHaveTextContent('first');
  });

  it('useCursorPages: reset starts again at the first page, Newer never goes before it', () => {
    const { result } = renderHook(() => useCursorPages());
    const now = (): CursorPages => result.current;
    act(() => now().older('a'));
    act(() => now().older('b'));
    expect([now().cursor, now().page]).toEqual(['b', 3]);
    act(() => now().reset());
    expect([now().cursor, now().page]).toEqual([null, 1]);
    act(() => now().newer());
    expect([now().cursor, now().page]).toEqual([null, 1]);
  });
});

describe('the offset pager', () => {
  it('says the page of how many, and which way can be gone', () => {
    const onOffset = vi.fn();
    render(<Pager offset={50} limit={50} total={120} shown={50} onOffset={onOffset} />);
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(onOffset).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(onOffset).toHaveBeenLastCalledWith(100);
  });

  it('uncounted: "of many", Next while the page is full', () => {
    const { rerender } = render(<Pager offset={0} limit={50} total={null} shown={50} onOffset={() => undefined} />);
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Page 1 of many');
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next →' })).toBeEnabled();
    rerender(<Pager offset={0} limit={50} total={null} shown={12} onOffset={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
  });
});
