import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate, t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { showToast } from '@/lib/queries/feedback';
import { mediaFileOptions } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { copyText } from '../common/copy-text';
import { DownloadLinkForm } from './DownloadLinkForm';
import { FileEditForm } from './FileEditForm';
import { FilePreview } from './FilePreview';
import { FileFolder } from './FileFolder';
import { formatBytes, formatDuration } from './format';
import { fileStateLabel, mediaTypeLabel, operationStatusLabel } from './labels';
import { Button } from '../common/Button';

const dateTime = (iso: string | null) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
/** Where an import came from, as a site's name reads (the whole URL is in the technical details). */
const hostOf = (url: string | null) => (url ? new URL(url).host : '');

/** What a person reads about a file, in words (empty values left out). */
function facts(f: MediaFile): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t('media.field.type'), mediaTypeLabel(f.mediaType)],
    [t('media.field.size'), formatBytes(f.sizeInBytes)],
    [
      t('media.field.dimensions'),
      f.width && f.height ? t('media.dimensions', { width: String(f.width), height: String(f.height) }) : '',
    ],
    [t('media.field.duration'), f.durationSeconds ? formatDuration(f.durationSeconds) : ''],
    [t('media.field.private'), f.private ? t('media.privacyPrivate') : t('media.privacyPublic')],
    [t('media.field.source'), hostOf(f.sourceUrl)],
    [t('media.field.status'), operationStatusLabel(f.operationStatus)],
    [t('media.field.created'), dateTime(f.createdDate)],
    [t('media.field.updated'), dateTime(f.updatedDate)],
  ];
  return rows.filter(([, v]) => v);
}

/** The ids and system values, for support: inside the closed technical details. */
function technical(f: MediaFile) {
  return [
    { label: t('media.field.id'), value: f.id },
    { label: t('media.field.folderId'), value: f.parentFolderId ?? '' },
    { label: t('media.field.hash'), value: f.hash },
    { label: t('media.field.url'), value: f.url },
    { label: t('media.field.sourceUrl'), value: f.sourceUrl ?? '' },
  ].filter((r) => r.value);
}

/**
 * One file, in place of the grid: back to the files, preview, facts in words; copy or open its URL;
 * renaming and labels, and a download link, each behind its own button. Focus moves to its name.
 */
export function FileDetail({
  siteId,
  fileId,
  onClose,
  onOpenFolder,
}: {
  siteId: string;
  fileId: string;
  onClose: () => void;
  /** Shows a folder's files in the tab (the file's folder, from its facts). */
  onOpenFolder: (folderId: string) => void;
}) {
  const file = useQuery(mediaFileOptions(siteId, fileId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section
      className="min-w-0 space-y-3 rounded border border-slate-300 bg-white p-3"
      aria-label={t('media.detail')}
      data-testid="media-detail"
    >
      <Button tone="link" className="text-xs" onClick={onClose} data-testid="media-detail-close">
        <span aria-hidden="true">← </span>
        {t('media.backToFiles')}
      </Button>
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold break-words outline-none"
        data-testid="media-detail-name"
      >
        {file.data?.displayName ?? '…'}
      </h3>
      {file.error && <ErrorNotice error={file.error} />}
      {file.data && <FileBody siteId={siteId} file={file.data} onOpenFolder={onOpenFolder} />}
    </section>
  );
}

function FileBody({
  siteId,
  file,
  onOpenFolder,
}: {
  siteId: string;
  file: MediaFile;
  onOpenFolder: (folderId: string) => void;
}) {
  const [open, setOpen] = useState<'edit' | 'link' | null>(null);
  const toggle = (part: 'edit' | 'link') => setOpen((now) => (now === part ? null : part));
  const copy = async () => {
    showToast((await copyText(file.url)) ? t('media.urlCopied') : t('media.copyRefused'));
  };
  const button = 'rounded border border-slate-300 px-2 py-1';
  return (
    <>
      <FilePreview siteId={siteId} file={file} />
      {file.state === 'DELETED' && (
        <p className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">{fileStateLabel(file.state)}</p>
      )}
      {file.labels.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t('media.labels')}>
          {file.labels.map((l) => (
            <li key={l} className="max-w-full truncate rounded bg-slate-200 px-1 text-xs">
              {l}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 text-xs">
        <button type="button" className={button} disabled={!file.url} onClick={() => void copy()}>
          {t('media.copyUrl')}
        </button>
        {file.url && (
          <a href={file.url} target="_blank" rel="noreferrer" className={button}>
            {t('media.open')}
          </a>
        )}
        <button type="button" className={button} aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
          {t('media.edit')}
        </button>
        <button type="button" className={button} aria-expanded={open === 'link'} onClick={() => toggle('link')}>
          {t('media.downloadLink')}
        </button>
      </div>
      {open === 'edit' && <FileEditForm siteId={siteId} file={file} onSaved={() => setOpen(null)} />}
      {open === 'link' && <DownloadLinkForm siteId={siteId} file={file} />}
      <div className="space-y-2" data-testid="media-fields">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          {facts(file).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-slate-600">{t('media.field.folder')}</dt>
            <dd className="min-w-0">
              <FileFolder siteId={siteId} folderId={file.parentFolderId} onOpen={onOpenFolder} />
            </dd>
          </div>
        </dl>
        <TechnicalDetails rows={technical(file)} />
      </div>
    </>
  );
}
