import { signal, type Signal } from '@preact/signals-react';
import { t } from '@/lib/i18n';
import { sendAdmin } from '@/lib/messaging/send';
import { sameHost } from '@/lib/upload/host-permission';
import { checkUpload } from '@/lib/messaging/plain/media-limits';
import type { UploadTarget } from '@/lib/messaging/media';
import { putUpload, type UploadedFile } from '@/lib/upload/put-upload';
import { tusUpload } from '@/lib/upload/tus-upload';

export type UploadState = 'waiting' | 'uploading' | 'checking' | 'done' | 'failed' | 'refused';

/** One file being uploaded; progress lives in signals so only its own row re-renders. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  resumable: boolean;
  state: Signal<UploadState>;
  sent: Signal<number>;
  retries: Signal<number>;
  /** Why it was refused or failed, already worded for the admin. */
  problem: Signal<unknown>;
  fileId: Signal<string | null>;
}

export interface UploadDeps {
  /** Asks the background for an upload URL (the only provider call). */
  target: (file: { fileName: string; mimeType: string; sizeInBytes: number }) => Promise<UploadTarget>;
  /** Reads the stored file back: it counts as done only once the provider says it is ready. */
  confirm: (fileId: string) => Promise<{ operationStatus: string }>;
  put?: typeof putUpload;
  tus?: typeof tusUpload;
}

/**
 * How the panel uploads to a site: the upload URL from `ask` (the background, with whichever token),
 * refused unless at the host the admin granted, and the read-back through `media.get`.
 */
export function panelUploadDeps(siteId: string, host: string, ask: UploadDeps['target']): UploadDeps {
  return {
    target: async (r) => {
      const target = await ask(r);
      if (!sameHost(target.uploadUrl, host)) throw new Error(t('media.upload.otherHost'));
      return target;
    },
    confirm: (fileId) => sendAdmin('media.get', { siteId, fileId }),
  };
}

let counter = 0;

export function newItem(file: File): UploadItem {
  const check = checkUpload(file.name, file.type, file.size);
  counter += 1;
  return {
    key: `${counter}-${file.name}`,
    name: file.name,
    size: file.size,
    resumable: check.ok && check.resumable,
    state: signal<UploadState>(check.ok ? 'waiting' : 'refused'),
    sent: signal(0),
    retries: signal(0),
    problem: signal<unknown>(check.ok ? null : check),
    fileId: signal<string | null>(null),
  };
}

/** Sends one file: upload URL from the background, bytes from here, then a read-back. Never throws. */
export async function runUpload(item: UploadItem, file: File, deps: UploadDeps): Promise<void> {
  const check = checkUpload(file.name, file.type, file.size);
  if (!check.ok) return;
  item.state.value = 'uploading';
  try {
    const target = await deps.target({ fileName: file.name, mimeType: check.mimeType, sizeInBytes: file.size });
    const progress = (sent: number) => void (item.sent.value = sent);
    let uploaded: UploadedFile;
    if (target.protocol === 'TUS') {
      uploaded = await (deps.tus ?? tusUpload)(target, file, file.name, check.mimeType, progress, {
        onRetry: () => void (item.retries.value += 1),
      });
    } else {
      uploaded = await (deps.put ?? putUpload)(target.uploadUrl, file, file.name, check.mimeType, progress);
    }
    item.sent.value = file.size;
    item.state.value = 'checking';
    const stored = await deps.confirm(uploaded.id);
    if (stored.operationStatus === 'FAILED') throw new Error(`${file.name}: the provider could not process the file.`);
    item.fileId.value = uploaded.id;
    item.state.value = 'done';
  } catch (e) {
    item.problem.value = e;
    item.state.value = 'failed';
  }
}
