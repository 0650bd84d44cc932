import { useRef } from 'react';
import { t } from '@/lib/i18n';
import { UploadList } from './UploadList';
import type { Uploads } from './useUploads';

/** Pick files (or drop them anywhere on the Media tab): each is sent with its progress bar. */
export function UploadZone({ uploads, dragging }: { uploads: Uploads; dragging: boolean }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <div
        className={`flex items-center justify-between gap-2 rounded border-2 border-dashed p-2 text-xs ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300'}`}
        data-testid="upload-zone"
      >
        <span>{t('media.upload.dropHere')}</span>
        <button
          type="button"
          className="shrink-0 rounded bg-indigo-700 px-2 py-1 text-white"
          disabled={!uploads.ready}
          onClick={() => picker.current?.click()}
        >
          {t('media.upload.pick')}
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          className="hidden"
          aria-label={t('media.upload.pick')}
          data-testid="upload-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void uploads.start(files);
          }}
        />
      </div>
      {uploads.needsGrant && (
        <p role="alert" className="text-xs">
          {t('media.upload.needsHost')}{' '}
          <button
            type="button"
            className="text-indigo-700 underline"
            onClick={() => void uploads.start(uploads.needsGrant ?? [])}
          >
            {t('media.upload.allow')}
          </button>
        </p>
      )}
      <UploadList items={uploads.items} />
    </div>
  );
}
