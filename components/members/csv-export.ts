import type { MemberPage, MemberSummary } from '@/lib/messaging/members';
import { csvRowsOf, exportCsv, rowsOf, type CsvColumns, type ExportProgress } from '../common/csv-export';

export { EXPORT_PAGE_SIZE } from '../common/csv-export';

const COLUMNS: CsvColumns<MemberSummary> = [
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

export const csvRows = (members: MemberSummary[]): string => csvRowsOf(COLUMNS, members);

/** Every member of the filter as CSV, page by page. */
export const exportMembers = (
  fetchPage: (offset: number, limit: number) => Promise<MemberPage>,
  write: (chunk: string) => void | Promise<void>,
  onProgress: (p: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<number> =>
  exportCsv(
    COLUMNS,
    rowsOf(fetchPage, (page) => page.members),
    write,
    onProgress,
    signal,
  );
