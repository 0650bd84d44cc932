import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadOriginOptions, useUploadFiles } from '@/lib/queries/media';
import { ensureUploadHost } from '@/lib/upload/host-permission';
import { newItem, type UploadItem } from '@/lib/upload/upload-queue';

export interface Uploads {
  ready: boolean;
  items: UploadItem[];
  /** Files waiting for the upload host permission (asked outside a user gesture, e.g. on a drop). */
  needsGrant: File[] | null;
  start: (files: File[]) => Promise<void>;
}

/** The panel's uploads (into `folderId`, the folder shown): host permission at the first one, an upload URL each, bytes from here. */
export function useUploads(siteId: string, folderId?: string): Uploads {
  const origin = useQuery(uploadOriginOptions(siteId));
  const upload = useUploadFiles(siteId);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [needsGrant, setNeedsGrant] = useState<File[] | null>(null);

  const start = async (files: File[]) => {
    if (!files.length) return;
    // Files picked or dropped before the upload host is known wait for it rather than being dropped.
    const host = origin.data?.origin ?? (await origin.refetch()).data?.origin;
    if (!host) return;
    // The upload host is asked for now, at the first upload, not at install.
    if (!(await ensureUploadHost(host))) return setNeedsGrant(files);
    setNeedsGrant(null);
    const batch = files.map((f) => ({ file: f, item: newItem(f) }));
    setItems((now) => [...batch.map((b) => b.item), ...now]);
    await upload.mutateAsync({ host, batch, ...(folderId ? { folderId } : {}) });
  };
  return { ready: Boolean(origin.data), items, needsGrant, start };
}
