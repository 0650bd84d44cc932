import { useRef, useState, type DragEvent } from 'react';
import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { setHashParams, useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { FileDetail } from './FileDetail';
import { SITE_FILES_FOLDER, VISITOR_UPLOADS_FOLDER } from './folders';
import { ImportForm } from './ImportForm';
import { MediaFiles } from './MediaFiles';
import { TrashBin } from './TrashBin';
import { UploadButton } from './UploadButton';
import { UploadPanel } from './UploadPanel';
import { useSearchShortcut } from './useSearchShortcut';
import { useUploads } from './useUploads';

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');
const IMPORT_FORM_ID = 'media-import';

/** The thumbnail button of a file in the (hidden, still mounted) grid, to give focus back to. */
const thumbButton = (fileId: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="media-thumb"][data-file-id="${CSS.escape(fileId)}"] button`);

/**
 * The Media tab: the site's files (or the trash bin) first, with Upload and Import as buttons on the
 * views' row (import's form opens below it; files dropped anywhere on the tab are uploaded). A file's
 * detail takes the grid's place; the grid stays mounted behind it, so closing the detail returns to
 * the same files, scroll position and ticks.
 */
export function MediaTool({ siteId, onReconnect }: ToolProps) {
  const [view, setView] = useHashParam('media.view');
  const [openFile, setOpenFile] = useHashParam('media.file');
  const [notice, setNotice] = useHashParam('media.notice');
  const [importing, setImporting] = useState(false);
  const scrollBack = useRef(0);
  const showView = (next: 'trash' | null) => {
    setOpenFile(null);
    setView(next);
  };
  const focusToken = useSearchShortcut(() => showView(null));
  const [folder] = useHashParam('media.folder');
  // Uploads and imports go into the folder shown (the visitors' uploads take none from here).
  const into = folder && folder !== VISITOR_UPLOADS_FOLDER ? folder : undefined;
  const uploads = useUploads(siteId, into);
  const [dragging, setDragging] = useState(false);
  const trash = view === 'trash';
  const open = (fileId: string) => {
    scrollBack.current = window.scrollY;
    setOpenFile(fileId);
  };
  const close = () => {
    const was = openFile;
    setOpenFile(null);
    requestAnimationFrame(() => {
      window.scrollTo(0, scrollBack.current);
      if (was) thumbButton(was)?.focus({ preventScroll: true });
    });
  };
  const action = 'rounded border border-slate-300 px-2 py-1 text-xs disabled:opacity-50';
  return (
    <section
      aria-label={t('media.region')}
      className="min-w-0 space-y-3 p-3"
      onDragOver={(e) => {
        if (trash || !carriesFiles(e)) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={(e) => {
        if (trash || !carriesFiles(e)) return;
        e.preventDefault();
        setDragging(false);
        void uploads.start([...e.dataTransfer.files]);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ChoiceButtons
          nav
          label={t('media.views')}
          value={trash ? 'trash' : 'files'}
          options={[
            { value: 'files', label: t('media.siteFiles'), testId: 'media-view-files' },
            { value: 'trash', label: t('media.trash.heading'), testId: 'media-view-trash' },
          ]}
          onChange={(v) => showView(v === 'trash' ? 'trash' : null)}
        />
        {!trash && (
          <div className="flex gap-2">
            <UploadButton uploads={uploads} className={action} />
            <button
              type="button"
              className={`${action} ${importing ? 'bg-slate-200' : ''}`}
              aria-expanded={importing}
              aria-controls={importing ? IMPORT_FORM_ID : undefined}
              aria-label={t('media.import.heading')}
              data-testid="media-import-toggle"
              onClick={() => setImporting((now) => !now)}
            >
              {t('media.import.button')}
            </button>
          </div>
        )}
      </div>
      {notice && (
        <p
          role="status"
          className="flex items-start justify-between gap-2 rounded bg-amber-50 p-2 text-xs text-amber-900"
          data-testid="media-notice"
        >
          {notice === 'notEnabled'
            ? t('media.find.notEnabled')
            : notice === 'notMedia'
              ? t('media.find.notMedia')
              : t('media.find.error')}
          <button type="button" className="shrink-0 underline" onClick={() => setNotice(null)}>
            {t('media.close')}
          </button>
        </p>
      )}
      {!trash && importing && <ImportForm siteId={siteId} id={IMPORT_FORM_ID} {...(into ? { folderId: into } : {})} />}
      {!trash && <UploadPanel uploads={uploads} dragging={dragging} />}
      {openFile && (
        <FileDetail
          key={openFile}
          siteId={siteId}
          fileId={openFile}
          onClose={close}
          onOpenFolder={(folderId) => {
            setOpenFile(null);
            setView(null);
            setHashParams({
              'media.q': null,
              'media.root': null,
              'media.folder': folderId === SITE_FILES_FOLDER ? null : folderId,
            });
          }}
        />
      )}
      <div hidden={Boolean(openFile)}>
        {trash ? (
          <TrashBin siteId={siteId} onOpen={open} />
        ) : (
          <MediaFiles siteId={siteId} focusToken={focusToken} onOpen={open} onReconnect={onReconnect} />
        )}
      </div>
    </section>
  );
}
