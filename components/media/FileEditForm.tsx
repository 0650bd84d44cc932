import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { useSaveFile } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { retryOf } from '@/lib/queries/write';

/** "a, b ,, c" → ["a", "b", "c"]. */
const splitLabels = (text: string): string[] =>
  text
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);

/** A file's name and labels, saved together; `onSaved` closes the form. */
export function FileEditForm({ siteId, file, onSaved }: { siteId: string; file: MediaFile; onSaved: () => void }) {
  const [name, setName] = useState(file.displayName);
  const [labels, setLabels] = useState(file.labels.join(', '));
  const save = useSaveFile(siteId, file.id);
  const input = 'mt-0.5 block w-full min-w-0 rounded border border-slate-300 px-1 py-0.5';
  return (
    <form
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      aria-label={t('media.edit')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ displayName: name.trim(), labels: splitLabels(labels) }, { onSuccess: onSaved });
      }}
    >
      <label className="block">
        {t('media.name')}
        <input className={input} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="block">
        {t('media.labelsInput')}
        <input className={input} value={labels} onChange={(e) => setLabels(e.target.value)} />
      </label>
      <button
        type="submit"
        className="rounded bg-indigo-700 px-2 py-1 text-white"
        disabled={save.isPending || !name.trim()}
      >
        {t('media.save')}
      </button>
      {save.error && <ErrorNotice error={save.error} onRetry={retryOf(save, { onSuccess: onSaved })} />}
    </form>
  );
}
