import { t } from '@/lib/i18n';
import { UploadList } from './UploadList';
import type { Uploads } from './useUploads';
import { Button } from '../common/Button';

/** The uploads on the tab: where to drop (only while files are dragged over it), the host permission, the list. */
export function UploadPanel({ uploads, dragging }: { uploads: Uploads; dragging: boolean }) {
  return (
    <>
      {dragging && (
        <p
          className="rounded border-2 border-dashed border-indigo-500 bg-indigo-50 p-3 text-center text-xs text-indigo-900"
          data-testid="upload-zone"
        >
          {t('media.upload.dropHere')}
        </p>
      )}
      {uploads.needsGrant && (
        <p role="alert" className="text-xs">
          {t('media.upload.needsHost')}{' '}
          <Button tone="link" onClick={() => void uploads.start(uploads.needsGrant ?? [])}>
            {t('media.upload.allow')}
          </Button>
        </p>
      )}
      <UploadList items={uploads.items} />
    </>
  );
}
