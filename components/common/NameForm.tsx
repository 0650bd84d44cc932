import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { ErrorNotice } from './ErrorNotice';

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
        <label className="block min-w-0 flex-1">
          {label}
          <input
            ref={input}
            className="mt-0.5 block w-full min-w-0 rounded border border-slate-300 px-1 py-0.5"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        {children}
        <button
          type="submit"
          className="rounded bg-indigo-700 px-2 py-1 text-white disabled:opacity-40"
          disabled={!trimmed || trimmed === initial || pending}
        >
          {submitLabel}
        </button>
        <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
    </form>
  );
}
