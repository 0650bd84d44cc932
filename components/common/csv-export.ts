import { stringify } from 'csv-stringify/browser/esm/sync';

// An export of every row matching a filter: page by page, each page turned into CSV text by
// csv-stringify (quoting done by the library) and handed to the browser's blob store, so the
// panel's own memory holds one page at a time whatever the count.

export const EXPORT_PAGE_SIZE = 100;

/** Column name and how to read its cell from one row. */
export type CsvColumns<T> = ReadonlyArray<readonly [string, (row: T) => string]>;

// Cells are provider text, and anyone can put text there (a visitor's review creates a contact with
// the name they typed). A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage
// return as a formula, so csv-stringify puts a ' before those (escape_formulas).
const CSV_OPTIONS = { escape_formulas: true } as const;

export const csvHeaderOf = <T>(columns: CsvColumns<T>): string =>
  stringify([columns.map(([name]) => name)], CSV_OPTIONS);
export const csvRowsOf = <T>(columns: CsvColumns<T>, rows: T[]): string =>
  stringify(
    rows.map((r) => columns.map(([, cell]) => cell(r))),
    CSV_OPTIONS,
  );

export interface ExportProgress {
  done: number;
  /** null while the provider can't count. */
  total: number | null;
}

/** A tool's page reader as the export reads it: the page's rows (`itemsOf`) and its total. */
export const rowsOf =
  <P extends { total: number | null }, T>(
    fetchPage: (offset: number, limit: number) => Promise<P>,
    itemsOf: (page: P) => T[],
  ) =>
  async (offset: number, limit: number): Promise<{ items: T[]; total: number | null }> => {
    const page = await fetchPage(offset, limit);
    return { items: itemsOf(page), total: page.total };
  };

/**
 * Fetches every page (offset paging, one at a time) and writes each as it comes. Stops at a short
 * page; `signal` cancels between pages.
 */
export async function exportCsv<T>(
  columns: CsvColumns<T>,
  fetchPage: (offset: number, limit: number) => Promise<{ items: T[]; total: number | null }>,
  write: (chunk: string) => void | Promise<void>,
  onProgress: (p: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<number> {
  await write(csvHeaderOf(columns));
  let offset = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(offset, EXPORT_PAGE_SIZE);
    if (page.items.length > 0) await write(csvRowsOf(columns, page.items));
    offset += page.items.length;
    onProgress({ done: offset, total: page.total });
    if (page.items.length < EXPORT_PAGE_SIZE || (page.total !== null && offset >= page.total)) return offset;
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

/** Hands a finished file to the browser's downloads. */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
