import { useState, type DragEvent } from 'react';
import { t } from '@/lib/i18n';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { FileDetail } from './FileDetail';
import { ImportForm } from './ImportForm';
import { MediaFiles } from './MediaFiles';
import { TrashBin } from './TrashBin';
import { UploadZone } from './UploadZone';
import { useSearchShortcut } from './useSearchShortcut';
import { useUploads } from './useUploads';

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/** The Media tab: quick search, a file's detail, upload (drop anywhere on the tab), import, the trash bin. */
export function MediaTool({ siteId, onReconnect }: ToolProps) {
  const [view, setView] = useHashParam('media.view');
  const [openFile, setOpenFile] = useHashParam('media.file');
  const [notice, setNotice] = useHashParam('media.notice');
  const focusToken = useSearchShortcut(() => setView(null));
  const uploads = useUploads(siteId);
  const [dragging, setDragging] = useState(false);
  const trash = view === 'trash';
  return (
    <section
      aria-label={t('media.region')}
      className="space-y-3 p-4"
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
      <nav className="flex gap-3 text-sm" aria-label={t('media.views')}>
        <button
          type="button"
          aria-pressed={!trash}
          className={!trash ? 'font-semibold' : 'text-indigo-700'}
          onClick={() => setView(null)}
        >
          {t('media.siteFiles')}
        </button>
        <button
          type="button"
          aria-pressed={trash}
          className={trash ? 'font-semibold' : 'text-indigo-700'}
          onClick={() => setView('trash')}
        >
          {t('media.trash.heading')}
        </button>
      </nav>
      {notice && (
        <p
          role="status"
          className="flex justify-between rounded bg-amber-50 p-2 text-xs text-amber-900"
          data-testid="media-notice"
        >
          {notice === 'notEnabled'
            ? t('media.find.notEnabled')
            : notice === 'notMedia'
              ? t('media.find.notMedia')
              : t('media.find.error')}
          <button type="button" className="text-indigo-700" onClick={() => setNotice(null)}>
            {t('media.close')}
          </button>
        </p>
      )}
      {openFile && <FileDetail key={openFile} siteId={siteId} fileId={openFile} onClose={() => setOpenFile(null)} />}
      {trash ? (
        <TrashBin siteId={siteId} onOpen={setOpenFile} />
      ) : (
        <MediaFiles siteId={siteId} focusToken={focusToken} onOpen={setOpenFile} onReconnect={onReconnect}>
          {/* Above the results: with infinite scroll, the end of the grid is never reached. */}
          <UploadZone uploads={uploads} dragging={dragging} />
          <details className="rounded border border-slate-200 px-2 py-1">
            <summary className="cursor-pointer text-xs">{t('media.import.heading')}</summary>
            <div className="mt-2">
              <ImportForm siteId={siteId} />
            </div>
          </details>
        </MediaFiles>
      )}
    </section>
  );
}
