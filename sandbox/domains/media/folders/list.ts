// List Folders, Search Folders and List Deleted Folders: one cursor-paged list over the site's
// folders. The cursor carries the whole request (scope, search, sort, position), because a
// follow-up call may send only `paging.cursor`.
import { z } from 'zod';
import type { Db } from '../../../db/open.ts';
import { withQueryErrors } from '../../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit } from '../../../query/paging.ts';
import { QueryValidationError } from '../../../query/types.ts';
import { FOLDER, ROOT_FOLDERS } from '../media-file-doc.ts';
import type { FolderDoc } from './folder-doc.ts';
import { allFolderRows, type FolderRow } from './store.ts';

export const FOLDER_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };
export const FOLDER_SORT_FIELDS = ['displayName', 'updatedDate'] as const;

const scopeSchema = z.discriminatedUnion('kind', [
  /** The live folders directly in one folder (List Folders). */
  z.object({ kind: z.literal('children'), parentFolderId: z.string() }),
  /** Folders trashed on their own, all or those trashed from one folder (List Deleted Folders). */
  z.object({ kind: z.literal('trash'), parentFolderId: z.string().optional() }),
  /** Every folder under a root folder, at any depth (Search Folders). */
  z.object({ kind: z.literal('root'), root: z.enum(ROOT_FOLDERS) }),
]);
const criteriaSchema = z.object({ scope: scopeSchema, search: z.string().optional() });
const sortSchema = z.tuple([z.object({ fieldName: z.enum(FOLDER_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) })]);

export type FolderCriteria = z.infer<typeof criteriaSchema>;
type Sort = z.infer<typeof sortSchema>[0];

export interface FolderListRequest extends FolderCriteria {
  sort?: { fieldName?: Sort['fieldName'] | null; order?: Sort['order'] | null } | null;
  paging?: { limit?: number | null; cursor?: string | null } | null;
}

export interface FolderPage {
  folders: FolderDoc[];
  nextCursor: { total: number; cursors: { next: string | null; prev: string | null } };
}

/** The root a folder is under (MEDIA_ROOT, VISITOR_UPLOADS_ROOT), or TRASH_ROOT when it is in the trash bin. */
function rootOf(row: FolderRow, byId: Map<string, FolderRow>): (typeof ROOT_FOLDERS)[number] {
  if (row.doc.state === 'DELETED') return 'TRASH_ROOT';
  let parent = row.doc.parentFolderId;
  for (let hops = 0; byId.has(parent) && hops < byId.size; hops++) parent = byId.get(parent)!.doc.parentFolderId;
  return parent === FOLDER.VISITOR_UPLOADS_ROOT ? 'VISITOR_UPLOADS_ROOT' : 'MEDIA_ROOT';
}

function matches(c: FolderCriteria, row: FolderRow, byId: Map<string, FolderRow>): boolean {
  const { doc } = row;
  if (c.search && !doc.displayName.toLowerCase().includes(c.search.toLowerCase())) return false;
  switch (c.scope.kind) {
    case 'children':
      return doc.state === 'OK' && doc.parentFolderId === c.scope.parentFolderId;
    case 'trash':
      return (
        doc.state === 'DELETED' &&
        !row.trashedWith &&
        (c.scope.parentFolderId === undefined || row.trashedFrom === c.scope.parentFolderId)
      );
    case 'root':
      return rootOf(row, byId) === c.scope.root;
  }
}

function compare(sort: Sort): (a: FolderDoc, b: FolderDoc) => number {
  const sign = sort.order === 'ASC' ? 1 : -1;
  const key = (d: FolderDoc) => (sort.fieldName === 'displayName' ? d.displayName : d.updatedDate);
  // Code-unit order, as SQLite's BINARY sorts the files' names; ties by id in the same direction.
  return (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function runFolderList(db: Db, siteId: string, req: FolderListRequest): FolderPage {
  return withQueryErrors(() => {
    const limit = resolveLimit(req.paging?.limit, FOLDER_PAGE_LIMITS, 'paging.limit');
    let criteria: FolderCriteria;
    let sort: Sort;
    let offset = 0;
    let pageLimit = limit;
    if (req.paging?.cursor) {
      const state = decodeCursor(req.paging.cursor, 'paging.cursor', FOLDER_PAGE_LIMITS);
      const c = criteriaSchema.safeParse(state.filter);
      const s = sortSchema.safeParse(state.sort);
      if (!c.success || !s.success)
        throw new QueryValidationError([
          { field: 'paging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' },
        ]);
      [criteria, sort, offset, pageLimit] = [c.data, s.data[0], state.offset, req.paging.limit ?? state.limit];
    } else {
      criteria = { scope: req.scope, ...(req.search ? { search: req.search } : {}) };
      // No sort: `updatedDate` in `desc` order (the docs' default); a field without an order: ASC.
      sort = req.sort?.fieldName
        ? { fieldName: req.sort.fieldName, order: req.sort.order ?? 'ASC' }
        : { fieldName: 'updatedDate', order: req.sort?.order ?? 'DESC' };
    }
    const rows = allFolderRows(db, siteId);
    const byId = new Map(rows.map((r) => [r.doc.id, r]));
    const all = rows
      .filter((r) => matches(criteria, r, byId))
      .map((r) => r.doc)
      .sort(compare(sort));
    const folders = all.slice(offset, offset + pageLimit);
    const cursors = pageCursors(
      { filter: criteria, sort: [sort], offset, limit: pageLimit },
      folders.length,
      all.length,
    );
    return { folders, nextCursor: { total: all.length, cursors } };
  });
}
