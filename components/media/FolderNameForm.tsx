import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { ErrorNotice } from '../common/ErrorNotice';

/** A folder's name, to create or rename it (focused on open; Escape closes it). */
export function FolderNameForm({
  initial = '',
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const trimmed = name.trim();
  return (
    <form
      className="mt-1 space-y-1"
      data-testid="media-folder-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && trimmed !== initial) onSubmit(trimmed);
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1">
          {t('media.folders.name')}
          <input
            ref={input}
            className="mt-0.5 block w-full min-w-0 rounded border border-slate-300 px-1 py-0.5"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
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
