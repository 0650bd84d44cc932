// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CachedAge } from '@/components/common/CachedAge';

describe('the age marker of a list drawn from the session cache', () => {
  it('says how old the kept list is, then keeps its place, invisible, once the fresh list is in', () => {
    const { rerender } = render(<CachedAge updatedAt={performance.timeOrigin - 3 * 60_000 - 5_000} />);
    expect(screen.getByTestId('cached-age')).toHaveTextContent(/^as of \d+ minutes ago$/);
    expect(screen.getByTestId('cached-age')).toBeVisible();
    rerender(<CachedAge updatedAt={Date.now()} />);
    expect(screen.getByTestId('cached-age')).toHaveClass('invisible');
    expect(screen.getByTestId('cached-age')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not there for a list this panel read itself', () => {
    render(<CachedAge updatedAt={Date.now()} />);
    expect(screen.queryByTestId('cached-age')).toBeNull();
  });
});
