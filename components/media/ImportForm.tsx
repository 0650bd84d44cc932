import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { useImportFiles } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';

/** Import from one URL, or several (one a line) with a result per URL. */
export function ImportForm({ siteId }: { siteId: string }) {
  const [text, setText] = useState('');
  const urls = text
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);
  const run = useImportFiles(siteId);
  const results = run.data;
  return (
    <form
      className="space-y-1 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        if (urls.length) run.mutate(urls);
      }}
    >
      <label className="block">
        {t('media.import.label')}
        <textarea
          className="mt-1 block w-full rounded border border-slate-300 px-1 font-mono"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="https://…"
        />
      </label>
      <button
        type="submit"
        className="rounded bg-indigo-700 px-2 py-1 text-white"
        disabled={!urls.length || run.isPending}
      >
        {urls.length > 1 ? t('media.import.many', { count: String(urls.length) }) : t('media.import.one')}
      </button>
      {run.error && <ErrorNotice error={run.error} />}
      {results && (
        <>
          <p data-testid="import-summary">{plural('media.import.succeeded', results.filter((r) => r.ok).length)}</p>
          <ul className="space-y-1" data-testid="import-results">
            {results.map((r, i) => (
              <li
                key={i}
                data-testid="import-result"
                data-ok={r.ok}
                className={r.ok ? 'text-green-800' : 'text-red-800'}
              >
                <span className="font-mono break-all">{r.url}</span>:{' '}
                {r.ok
                  ? t('media.import.done', { name: r.file?.displayName ?? '' })
                  : `${r.error?.message ?? ''} (${r.error?.code ?? ''})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
