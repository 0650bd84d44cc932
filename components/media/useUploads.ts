import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendAdmin } from '@/lib/messaging/send';
import { mediaKeys, uploadOriginOptions } from '@/lib/queries/media';
import { ensureUploadHost } from '@/lib/upload/host-permission';
import { newItem, panelUploadDeps, runUpload, type UploadItem } from './upload-queue';

/** A few files at a time: dozens of parallel uploads would only slow each other down. */
const UPLOADS_AT_ONCE = 3;

async function inPool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export interface Uploads {
  ready: boolean;
  items: UploadItem[];
  /** Files waiting for the upload host permission (asked outside a user gesture, e.g. on a drop). */
  needsGrant: File[] | null;
  start: (files: File[]) => Promise<void>;
}

/** The panel's uploads: host permission at the first one, an upload URL each, bytes from here. */
export function useUploads(siteId: string): Uploads {
  const queryClient = useQueryClient();
  const origin = useQuery(uploadOriginOptions(siteId));
  const [items, setItems] = useState<UploadItem[]>([]);
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
      runUpload(
        item,
        file,
        panelUploadDeps(siteId, host, (r) => sendAdmin('media.uploadUrl', { siteId, ...r })),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  };
  return { ready: Boolean(origin.data), items, needsGrant, start };
}
