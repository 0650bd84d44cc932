import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import type { ContactLabel } from '@/lib/messaging/contacts';
import { useLabelContacts } from '@/lib/queries/contact-writes';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { LabelPicker } from './LabelPicker';
import { bulkProgress, clearSelection, selectedCount, selectedIds } from './selection';
import { Button } from '../common/Button';

type Pending = { label: ContactLabel; add: boolean };

/** Labels on the selected contacts: pick a label, confirm with the count, watch the progress. */
export function BulkLabelBar({ siteId }: { siteId: string }) {
  useSignals();
  const labelMany = useLabelContacts(siteId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failures, setFailures] = useState<unknown[]>([]);
  const count = selectedCount.value;
  const progress = bulkProgress.value;
  if (count === 0 && !progress && failures.length === 0) return null;

  const run = async ({ label, add }: Pending) => {
    setPending(null);
    const ids = [...selectedIds.value];
    bulkProgress.value = { done: 0, total: ids.length };
    try {
      const { failed } = await labelMany.mutateAsync({
        ids,
        label,
        add,
        onProgress: (done) => (bulkProgress.value = { done, total: ids.length }),
      });
      setFailures(failed);
    } finally {
      bulkProgress.value = null;
      clearSelection();
    }
  };

  return (
    <div
      className="space-y-1 rounded border border-indigo-200 bg-indigo-50 p-2 text-xs"
      role="region"
      aria-label={t('contacts.bulk.region')}
    >
      <p className="flex flex-wrap items-center gap-2">
        {t('contacts.bulk.selected', { count: formatNumber(count) })}
        {count > 0 && !progress && (
          <Button tone="link" onClick={clearSelection}>
            {t('contacts.bulk.clear')}
          </Button>
        )}
      </p>
      {!progress && !pending && count > 0 && (
        <LabelPicker
          siteId={siteId}
          actions={[
            {
              label: t('contacts.bulk.add', { count: formatNumber(count) }),
              creates: true,
              run: (label) => setPending({ label, add: true }),
            },
            {
              label: t('contacts.bulk.remove', { count: formatNumber(count) }),
              creates: false,
              run: (label) => setPending({ label, add: false }),
            },
          ]}
        />
      )}
      {pending && (
        <ConfirmDialog
          title={
            pending.add
              ? plural('contacts.bulk.confirmAdd', count, { name: pending.label.name })
              : plural('contacts.bulk.confirmRemove', count, { name: pending.label.name })
          }
          danger={false}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(pending)}
        />
      )}
      {progress && (
        <label className="block">
          {t('contacts.bulk.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
          <progress className="block w-full" max={progress.total} value={progress.done} />
        </label>
      )}
      {failures.length > 0 && (
        <div>
          <p>{t('contacts.bulk.failed', { count: formatNumber(failures.length) })}</p>
          <ErrorNotice error={failures[0]} />
          <Button tone="text" onClick={() => setFailures([])}>
            {t('contacts.bulk.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}
