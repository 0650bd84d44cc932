import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import type { ImportResult } from '@/lib/messaging/media';
import { useImportFiles } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';
import { TextAreaField } from '../common/Field';

/** Why one URL was not imported, in words; the provider's own code and message go to the technical details. */
function failure(error: NonNullable<ImportResult['error']>): string {
  if (error.code === 'IMPORT_FAILED') return t('media.import.notFetched');
  return error.code === 'INVALID_ARGUMENT' ? t('media.import.refused') : t('media.import.failed');
}

const technical = (error: NonNullable<ImportResult['error']>) => [
  { label: t('media.import.errorCode'), value: error.code },
  { label: t('media.import.providerMessage'), value: error.message },
];

/** Import from one URL, or several (one a line) with a result per URL, into `folderId` (the folder shown). */
export function ImportForm({ siteId, id, folderId }: { siteId: string; id?: string; folderId?: string }) {
  const [text, setText] = useState('');
  const urls = text
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);
  const run = useImportFiles(siteId, folderId);
  const results = run.data;
  return (
    <form
      id={id}
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      aria-label={t('media.import.heading')}
      data-testid="media-import-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (urls.length) run.mutate(urls);
      }}
    >
      <h3 className="font-medium">{t('media.import.heading')}</h3>
      <TextAreaField
        label={t('media.import.label')}
        mono
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="https://…"
      />
      <Button type="submit" tone="primary" disabled={!urls.length || run.isPending}>
        {urls.length > 1 ? plural('media.import.many', urls.length) : t('media.import.one')}
      </Button>
      {run.error && <ErrorNotice error={run.error} onRetry={retryOf(run)} />}
      {results && (
        <>
          <p data-testid="import-summary">{plural('media.import.succeeded', results.filter((r) => r.ok).length)}</p>
          <ul className="space-y-1" data-testid="import-results">
            {results.map((r, i) => (
              <li
                key={i}
                data-testid="import-result"
                data-ok={r.ok}
                className={`break-words ${r.ok ? 'text-green-800' : 'text-red-800'}`}
              >
                <span className="font-mono break-all">{r.url}</span>:{' '}
                {r.ok ? t('media.import.done', { name: r.file?.displayName ?? '' }) : r.error && failure(r.error)}
                {r.error && <TechnicalDetails rows={technical(r.error)} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
