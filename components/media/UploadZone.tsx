import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { t } from '@/lib/i18n';
import { sendAdmin } from '@/lib/messaging/send';
import { mediaKeys, uploadOriginOptions } from '@/lib/queries/media';
import { ensureUploadHost, sameHost } from '@/lib/upload/host-permission';
import { newItem, runUpload, type UploadItem } from './upload-queue';
import { UploadList } from './UploadList';

/** A few files at a time: dozens of parallel uploads would only slow each other down. */
const UPLOADS_AT_ONCE = 3;

async function inPool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Drop files on it or pick them: each gets an upload URL and is sent with its progress bar. */
export function UploadZone({ siteId }: { siteId: string }) {
  const queryClient = useQueryClient();
  const origin = useQuery(uploadOriginOptions(siteId));
  const picker = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const [needsGrant, setNeedsGrant] = useState<File[] | null>(null);

  const start = async (files: File[]) => {
    const host = origin.data?.origin;
    if (!files.length || !host) return;
    // The upload host is asked for now, at the first upload, not at install.
    if (!(await ensureUploadHost(host))) return setNeedsGrant(files);
    setNeedsGrant(null);
    const batch = files.map((f) => ({ file: f, item: newItem(f) }));
    setItems((now) => [...batch.map((b) => b.item), ...now]);
    await inPool(batch, UPLOADS_AT_ONCE, ({ file, item }) =>
        runUpload(item, file, {
          target: async (r) => {
            const target = await sendAdmin('media.uploadUrl', { siteId, ...r });
            if (!sameHost(target.uploadUrl, host)) throw new Error(t('media.upload.otherHost'));
            return target;
          },
          confirm: (fileId) => sendAdmin('media.get', { siteId, fileId }),
        }),
    );
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void start([...e.dataTransfer.files]);
  };
  return (
    <div className="space-y-2">
      <div
        className={`rounded border-2 border-dashed p-3 text-center text-xs ${over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300'}`}
        data-testid="upload-zone"
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{t('media.upload.dropHere')}</p>
        <button type="button" className="mt-1 rounded bg-indigo-700 px-2 py-1 text-white" disabled={!origin.data} onClick={() => picker.current?.click()}>
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
            void start(files);
          }}
        />
      </div>
      {needsGrant && (
        <p role="alert" className="text-xs">
          {t('media.upload.needsHost')}{' '}
          <button type="button" className="text-indigo-700 underline" onClick={() => void start(needsGrant)}>{t('media.upload.allow')}</button>
        </p>
      )}
      <UploadList items={items} />
    </div>
  );
}
