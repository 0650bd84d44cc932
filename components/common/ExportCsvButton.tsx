import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { showToast } from '@/lib/queries/feedback';
import { Button } from './Button';
import { blobSink, download, type ExportProgress } from './csv-export';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  label: string;
  /** The file is `<prefix>-<date>.csv`. */
  filePrefix: string;
  /** Writes every row, reporting progress; answers how many rows it wrote. */
  exporter: (write: (chunk: string) => void, onProgress: (p: ExportProgress) => void) => Promise<number>;
  /** The toast when done, worded for the count (through plural()). */
  done: (count: number) => string;
}

/** An export to a CSV file with a progress bar (a signal: a tick re-renders only the bar). */
export function ExportCsvButton({ label, filePrefix, exporter, done }: Props) {
  useSignals();
  const progress = useSignal<ExportProgress | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async () => {
    setError(null);
    progress.value = { done: 0, total: null };
    const sink = blobSink();
    try {
      const count = await exporter(sink.write, (p) => (progress.value = p));
      download(sink.finish(), `${filePrefix}-${new Date().toISOString().slice(0, 10)}.csv`);
      showToast(done(count));
    } catch (e) {
      setError(e);
    } finally {
      progress.value = null;
    }
  };

  const p = progress.value;
  return (
    <div className="text-xs">
      <Button disabled={p !== null} onClick={() => void run()}>
        {label}
      </Button>
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
