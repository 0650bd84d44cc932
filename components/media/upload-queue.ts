import { signal, type Signal } from '@preact/signals-react';
import { checkUpload } from '@/lib/messaging/media-limits';
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
      uploaded = await (deps.tus ?? tusUpload)(target, file, file.name, check.mimeType, progress, { onRetry: () => void (item.retries.value += 1) });
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
