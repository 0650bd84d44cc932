import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { showToast } from '@/lib/queries/feedback';
import { mediaFileOptions, useSaveFile } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { DownloadLinkForm } from './DownloadLinkForm';
import { copyText } from '../common/copy-text';
import { FilePreview } from './FilePreview';
import { formatBytes, formatDuration } from './format';

/** Every descriptor field, as text. */
function fields(f: MediaFile): Array<[string, string]> {
  return [
    [t('media.field.id'), f.id],
    [t('media.field.type'), t(`media.type.${f.mediaType}` as 'media.type.IMAGE')],
    [t('media.field.size'), formatBytes(f.sizeInBytes)],
    [
      t('media.field.dimensions'),
      f.width && f.height ? t('media.dimensions', { width: String(f.width), height: String(f.height) }) : '',
    ],
    [t('media.field.duration'), f.durationSeconds ? formatDuration(f.durationSeconds) : ''],
    [t('media.field.private'), f.private ? t('media.privacyPrivate') : t('media.privacyPublic')],
    [t('media.field.folder'), f.parentFolderId ?? ''],
    [t('media.field.status'), f.operationStatus],
    [t('media.field.state'), f.state],
    [t('media.field.hash'), f.hash],
    [t('media.field.url'), f.url],
    [t('media.field.source'), f.sourceUrl ?? ''],
    [t('media.field.created'), formatDate(f.createdDate, { dateStyle: 'medium', timeStyle: 'short' })],
    [t('media.field.updated'), formatDate(f.updatedDate, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
}

/** "a, b ,, c" → ["a", "b", "c"]. */
const splitLabels = (text: string): string[] =>
  text
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);

/** One file: preview, descriptor, labels; copy / open its URL, a download link; rename and labels. */
export function FileDetail({ siteId, fileId, onClose }: { siteId: string; fileId: string; onClose: () => void }) {
  const file = useQuery(mediaFileOptions(siteId, fileId));
  return (
    <section
      className="space-y-2 rounded border border-slate-300 bg-white p-3"
      aria-label={t('media.detail')}
      data-testid="media-detail"
    >
      <div className="flex justify-between">
        <h3 className="min-w-0 truncate text-sm font-semibold" data-testid="media-detail-name">
          {file.data?.displayName ?? '…'}
        </h3>
        <button type="button" className="text-xs text-indigo-700" onClick={onClose}>
          {t('media.close')}
        </button>
      </div>
      {file.error && <ErrorNotice error={file.error} />}
      {file.data && <FileBody siteId={siteId} file={file.data} />}
    </section>
  );
}

function FileBody({ siteId, file }: { siteId: string; file: MediaFile }) {
  const [name, setName] = useState(file.displayName);
  const [labels, setLabels] = useState(file.labels.join(', '));
  const save = useSaveFile(siteId, file.id);
  const copy = async () => {
    showToast((await copyText(file.url)) ? t('media.urlCopied') : t('media.copyRefused'));
  };
  return (
    <>
      <FilePreview siteId={siteId} file={file} />
      <div className="flex flex-wrap gap-2 text-xs">
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1"
          disabled={!file.url}
          onClick={() => void copy()}
        >
          {t('media.copyUrl')}
        </button>
        {file.url && (
          <a href={file.url} target="_blank" rel="noreferrer" className="rounded border border-slate-300 px-2 py-1">
            {t('media.open')}
          </a>
        )}
      </div>
      {file.labels.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t('media.labels')}>
          {file.labels.map((l) => (
            <li key={l} className="rounded bg-slate-200 px-1 text-xs">
              {l}
            </li>
          ))}
        </ul>
      )}
      <form
        className="space-y-1 text-xs"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ displayName: name.trim(), labels: splitLabels(labels) });
        }}
      >
        <label className="flex items-center gap-1">
          {t('media.name')}
          <input
            className="flex-1 rounded border border-slate-300 px-1"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-1">
          {t('media.labelsInput')}
          <input
            className="flex-1 rounded border border-slate-300 px-1"
            value={labels}
            onChange={(e) => setLabels(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="rounded bg-indigo-700 px-2 py-1 text-white"
          disabled={save.isPending || !name.trim()}
        >
          {t('media.save')}
        </button>
      </form>
      {save.error && <ErrorNotice error={save.error} />}
      <DownloadLinkForm siteId={siteId} file={file} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs" data-testid="media-fields">
        {fields(file)
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
