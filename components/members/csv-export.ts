import { stringify } from 'csv-stringify/browser/esm/sync';
import type { MemberPage, MemberSummary } from '@/lib/messaging/members';

// The export of every member matching the filter: page by page, each page turned into CSV text by
// csv-stringify (quoting done by the library) and handed to the browser's blob store, so the
// panel's own memory holds one page at a time whatever the member count.

export const EXPORT_PAGE_SIZE = 100;

const COLUMNS: Array<[string, (m: MemberSummary) => string]> = [
  ['id', (m) => m.id],
  ['loginEmail', (m) => m.loginEmail],
  ['nickname', (m) => m.nickname],
  ['slug', (m) => m.slug],
  ['firstName', (m) => m.firstName],
  ['lastName', (m) => m.lastName],
  ['status', (m) => m.status],
  ['privacyStatus', (m) => m.privacyStatus],
  ['activityStatus', (m) => m.activityStatus],
  ['contactId', (m) => m.contactId ?? ''],
  ['createdDate', (m) => m.createdDate ?? ''],
  ['lastLoginDate', (m) => m.lastLoginDate ?? ''],
  ['phones', (m) => m.phones.join('; ')],
  ['emails', (m) => m.emails.join('; ')],
];

export const csvHeader = (): string => stringify([COLUMNS.map(([name]) => name)]);
export const csvRows = (members: MemberSummary[]): string => stringify(members.map((m) => COLUMNS.map(([, cell]) => cell(m))));

export interface ExportProgress {
  done: number;
  /** null while the provider can't count. */
  total: number | null;
}

/**
 * Fetches every page (offset paging, one at a time) and writes each as it comes. Stops at a short
 * page; `signal` cancels between pages.
 */
export async function exportMembers(
  fetchPage: (offset: number, limit: number) => Promise<MemberPage>,
  write: (chunk: string) => void | Promise<void>,
  onProgress: (p: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<number> {
  await write(csvHeader());
  let offset = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(offset, EXPORT_PAGE_SIZE);
    if (page.members.length > 0) await write(csvRows(page.members));
    offset += page.members.length;
    onProgress({ done: offset, total: page.total });
    if (page.members.length < EXPORT_PAGE_SIZE || (page.total !== null && offset >= page.total)) return offset;
  }
}

/** A sink over the blob store: parts are Blobs, not strings kept in the panel's heap. */
export function blobSink(): { write: (chunk: string) => void; finish: () => Blob } {
  const parts: Blob[] = [];
  return {
    write: (chunk) => void parts.push(new Blob([chunk], { type: 'text/csv' })),
    finish: () => new Blob(parts, { type: 'text/csv;charset=utf-8' }),
  };
}
