import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { useSaveFile } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

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
  return (
    <form
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      aria-label={t('media.edit')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ displayName: name.trim(), labels: splitLabels(labels) }, { onSuccess: onSaved });
      }}
    >
      <TextField label={t('media.name')} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label={t('media.labelsInput')} value={labels} onChange={(e) => setLabels(e.target.value)} />
      <Button type="submit" tone="primary" disabled={save.isPending || !name.trim()}>
        {t('media.save')}
      </Button>
      {save.error && <ErrorNotice error={save.error} onRetry={retryOf(save, { onSuccess: onSaved })} />}
    </form>
  );
}
