// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from '@/components/common/Button';

describe('Button in its tones', () => {
  it('is a plain button unless told (never submits a form by accident)', () => {
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Cancel</Button>
        <Button type="submit" tone="primary">
          Save
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it.each([
    ['primary', 'bg-indigo-700 text-white'],
    ['positive', 'bg-emerald-700 text-white'],
    ['secondary', 'border border-slate-300'],
    ['danger', 'bg-red-700 text-white'],
    ['caution', 'border border-red-300 text-red-800'],
    ['warning', 'bg-amber-700 text-white'],
    ['dark', 'bg-slate-800 text-white'],
    ['selected', 'border border-indigo-700 text-indigo-800'],
  ] as const)('%s: a framed button (%s), padded by its size', (tone, look) => {
    render(<Button tone={tone}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    for (const c of look.split(' ')) expect(button).toHaveClass(c);
    expect(button).toHaveClass('rounded', 'px-2', 'py-1', 'disabled:opacity-50');
  });

  it('link, text and remove read as words: no frame, no padding; the dark-mode link colour kept', () => {
    expect(buttonClass({ tone: 'link' })).toBe('text-indigo-700 underline dark:text-indigo-300 disabled:opacity-50');
    expect(buttonClass({ tone: 'text' })).not.toMatch(/px-|rounded/);
    expect(buttonClass({ tone: 'remove' })).toContain('text-red-700');
  });

  it('sizes its padding and adds the caller’s classes after the tone', () => {
    expect(buttonClass({ size: 'sm', className: 'text-xs' })).toBe(
      'rounded border border-slate-300 px-2 py-0.5 disabled:opacity-50 text-xs',
    );
    expect(buttonClass({ tone: 'primary', size: 'lg' })).toContain('px-3 py-1');
  });

  it('passes its name, state and ref to the button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} aria-label="Remove email 1" aria-expanded={false} disabled>
        ×
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove email 1' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(ref.current).toBe(button);
  });
});
