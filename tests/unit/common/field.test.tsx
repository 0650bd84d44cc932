// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProviderProblem, Select, SelectField, TextAreaField, TextField } from '@/components/common/Field';

describe('TextField: a label, a hint and an error wired to the control', () => {
  it('is named by its label and described by its hint; no error, not invalid', () => {
    render(<TextField label="Login email" hint="Where the login link goes" value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Login email' });
    expect(input).toHaveAccessibleDescription('Where the login link goes');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error marks it invalid, describes it after the hint and is announced', () => {
    render(
      <TextField
        label="Slug"
        hint="Lowercase letters and digits"
        error="Slug ann is already taken"
        errorTestId="slug-error"
        value="ann"
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Lowercase letters and digits Slug ann is already taken');
    expect(screen.getByRole('alert')).toHaveTextContent('Slug ann is already taken');
    expect(screen.getByTestId('slug-error')).toBe(screen.getByRole('alert'));
  });

  it("keeps a control's own aria-invalid while the field has no error of its own", () => {
    render(<TextField label="Size" aria-invalid value="x" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes what it is given to its input (type, ref, events), in a field of its own id', () => {
    let typed = '';
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Due" type="date" ref={ref} value="" onChange={(e) => (typed = e.target.value)} />);
    const input = screen.getByLabelText('Due');
    expect(input).toHaveAttribute('type', 'date');
    expect(ref.current).toBe(input);
    fireEvent.change(input, { target: { value: '2026-05-01' } });
    expect(typed).toBe('2026-05-01');
  });

  it('a provider refusal names its request id; one of ours does not', () => {
    const { rerender } = render(
      <TextField
        label="Slug"
        error={<ProviderProblem problem="Taken" requestId="req-1" />}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Taken.*req-1/);
    rerender(
      <TextField
        label="Slug"
        error={<ProviderProblem problem="Taken" requestId={null} />}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Taken$/);
  });

  it('a text area is wired the same way', () => {
    render(<TextAreaField label="Reply" hint="Shown under the review" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveAccessibleDescription('Shown under the review');
  });
});

describe('SelectField and Select: fixed choices, the value typed as theirs', () => {
  it('is named by its label, shows the words and answers the chosen value as a number', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Expires in"
        value={60}
        choices={[
          { value: 15, label: '15 minutes' },
          { value: 60, label: '1 hour' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Expires in' });
    expect(select).toHaveDisplayValue('1 hour');
    fireEvent.change(select, { target: { value: '15' } });
    expect(onChange).toHaveBeenCalledWith(15);
  });

  it('inline: the label beside the control, the same wiring', () => {
    function Sort() {
      const [v, setV] = useState<'newest' | 'oldest'>('newest');
      return (
        <SelectField
          inline
          label="Sort"
          value={v}
          choices={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
          onChange={setV}
        />
      );
    }
    render(<Sort />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    fireEvent.change(select, { target: { value: 'oldest' } });
    expect(select).toHaveDisplayValue('Oldest first');
    expect(select.parentElement).toHaveClass('flex');
  });

  it('a bare select is named by aria-label', () => {
    render(
      <Select
        aria-label="Email 1 tag"
        value="HOME"
        choices={[{ value: 'HOME', label: 'Home' }]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Email 1 tag' })).toHaveDisplayValue('Home');
  });
});
