import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { TextField } from './Field';
import { FormButtons } from './FormButtons';

/**
 * A name to give something new or to rename it (a folder, a label, a field): focused on open, Escape
 * closes it; `children` adds more to settle beside the name (a field's type).
 */
export function NameForm({
  label,
  initial = '',
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  testId,
  children,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const [name, setName] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const trimmed = name.trim();
  return (
    <form
      className="mt-1 space-y-1"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && trimmed !== initial) onSubmit(trimmed);
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          ref={input}
          className="min-w-0 flex-1"
          label={label}
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
        />
        {children}
        <FormButtons
          submitLabel={submitLabel}
          disabled={!trimmed || trimmed === initial || pending}
          onCancel={onCancel}
        />
      </div>
      {error && <ErrorNotice error={error} />}
    </form>
  );
}
