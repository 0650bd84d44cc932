import { useRef } from 'react';
import { t } from '@/lib/i18n';
import type { Uploads } from './useUploads';

/** "Upload": picks files and sends each with its progress bar (files dropped on the tab go the same way). */
export function UploadButton({ uploads, className }: { uploads: Uploads; className: string }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} disabled={!uploads.ready} onClick={() => picker.current?.click()}>
        {t('media.upload.button')}
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
    </>
  );
}
