import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { UploadCheck } from '@/lib/messaging/media-limits';
import { ErrorNotice } from '../common/ErrorNotice';
import { ProgressRow } from '../common/ProgressRow';
import { formatBytes } from './format';
import type { UploadItem } from '@/lib/upload/upload-queue';

const isCheck = (p: unknown): p is Exclude<UploadCheck, { ok: true }> =>
  typeof p === 'object' && p !== null && 'ok' in p && 'reason' in p;

function refusal(item: UploadItem, p: Exclude<UploadCheck, { ok: true }>): string {
  if (p.reason === 'unsupported') return t('media.upload.unsupported', { name: item.name, mime: p.mimeType });
  if (p.reason === 'empty') return t('media.upload.empty', { name: item.name });
  return t('media.upload.tooLarge', { name: item.name, max: formatBytes(p.maxBytes) });
}

function Row({ item }: { item: UploadItem }) {
  useSignals();
  const state = item.state.value;
  const problem = item.problem.value;
  return (
    <li className="space-y-1 text-xs" data-testid="upload-item" data-state={state}>
      <ProgressRow
        item={item}
        words={{
          done: t('media.upload.done'),
          failed: t('media.upload.failed'),
          refused: t('media.upload.refused'),
          checking: t('media.upload.checking'),
        }}
        progressLabel={t('media.upload.progress', { name: item.name })}
        statusTestId="upload-status"
      />
      {item.retries.value > 0 && state !== 'done' && <p className="text-amber-700">{t('media.upload.resuming')}</p>}
      {item.retries.value > 0 && state === 'done' && <p className="text-slate-600">{t('media.upload.resumed')}</p>}
      {state === 'refused' && isCheck(problem) && (
        <p role="alert" className="text-red-800">
          {refusal(item, problem)}
        </p>
      )}
      {state === 'failed' && <ErrorNotice error={problem} />}
    </li>
  );
}

/** The uploads of this panel session, each with its progress bar and outcome. */
export function UploadList({ items }: { items: readonly UploadItem[] }) {
  if (!items.length) return null;
  return (
    <ul className="space-y-2" aria-label={t('media.upload.list')} data-testid="upload-list">
      {items.map((i) => (
        <Row key={i.key} item={i} />
      ))}
    </ul>
  );
}
