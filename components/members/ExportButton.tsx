import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import type { MemberFilter, MemberSort } from '@/lib/messaging/members';
import { sendAdmin } from '@/lib/messaging/send';
import { ErrorNotice } from '../common/ErrorNotice';
import { useToast } from '../common/Toast';
import { blobSink, download, type ExportProgress } from '../common/csv-export';
import { exportMembers } from './csv-export';

/** Exports every member of the current filter to a CSV file, with progress. */
export function ExportButton({ siteId, filter, sort }: { siteId: string; filter: MemberFilter | null; sort: MemberSort | null }) {
  useSignals();
  const progress = useSignal<ExportProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const toast = useToast();

  const run = async () => {
    setError(null);
    progress.value = { done: 0, total: null };
    const sink = blobSink();
    try {
      const count = await exportMembers(
        (offset, limit) => sendAdmin('members.query', { siteId, filter, sort, offset, limit }),
        sink.write,
        (p) => (progress.value = p),
      );
      download(sink.finish(), `members-${new Date().toISOString().slice(0, 10)}.csv`);
      toast(t('members.export.done', { count: formatNumber(count) }));
    } catch (e) {
      setError(e);
    } finally {
      progress.value = null;
    }
  };

  const p = progress.value;
  return (
    <div className="text-xs">
      <button type="button" disabled={p !== null} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-50" onClick={() => void run()}>
        {t('members.export.button')}
      </button>
      {p && (
        <label className="block">
          {p.total === null
            ? t('members.export.progressUncounted', { done: formatNumber(p.done) })
            : t('members.export.progress', { done: formatNumber(p.done), total: formatNumber(p.total) })}
          <progress className="block w-full" max={p.total ?? undefined} value={p.total === null ? undefined : p.done} />
        </label>
      )}
      {error !== null && <ErrorNotice error={error} />}
    </div>
  );
}
