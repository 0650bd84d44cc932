import { signal, type Signal } from '@preact/signals-react';
import { t } from '../i18n';
import type { UploadTarget } from '../messaging/media';
import { checkUpload } from '../messaging/media-limits';
import { sameHost } from './host-permission';
import { putUpload, type UploadedFile } from './put-upload';
import { tusUpload } from './tus-upload';

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
 * How the panel uploads to a site: the upload URL from `deps.target` (the background, with whichever
 * token), refused unless at the host the admin granted, and the read-back from `deps.confirm`. The
 * domains' data modules build these (`lib/queries/media.ts`, `lib/queries/review-collect.ts`).
 */
export function atUploadHost(host: string, deps: UploadDeps): UploadDeps {
  return {
    ...deps,
    target: async (r) => {
      const target = await deps.target(r);
      if (!sameHost(target.uploadUrl, host)) throw new Error(t('media.upload.otherHost'));
      return target;
    },
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

/** How much of the file is sent, in whole percent (read in a render: it subscribes to the progress). */
export const uploadPercent = (item: UploadItem): number =>
  item.size ? Math.floor((item.sent.value / item.size) * 100) : 0;

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

/** A few files at a time: dozens of parallel uploads would only slow each other down. */
const UPLOADS_AT_ONCE = 3;

/** Sends a batch of files, a few at a time, each with its own item's progress. Never throws. */
export async function runUploads(
  batch: ReadonlyArray<{ file: File; item: UploadItem }>,
  deps: UploadDeps,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const { file, item } = batch[next++]!;
      await runUpload(item, file, deps);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, batch.length) }, worker));
}
