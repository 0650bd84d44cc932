// List, search and trash-bin listing: one cursor-paged query. The cursor carries the whole query
// (scope, filters, sort, position), because a follow-up call may send only `paging.cursor`.
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import { withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit } from '../../query/paging.ts';
import { QueryValidationError } from '../../query/types.ts';
import { MEDIA_TYPES, ROOT_FOLDERS, type MediaFileDoc } from './media-file-doc.ts';
import { listFiles, SORT_COLUMNS, type FileListQuery, type SortField } from './store.ts';

export const FILE_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };

type Criteria = Omit<FileListQuery, 'limit' | 'offset' | 'sort'>;
export interface ListRequest extends Criteria {
  sort?: { fieldName?: SortField; order?: 'ASC' | 'DESC' };
  paging?: { limit?: number | null; cursor?: string | null };
}

const criteriaInCursor = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('folder'), folderId: z.string() }),
    z.object({ kind: z.literal('root'), root: z.enum(ROOT_FOLDERS) }),
    z.object({ kind: z.literal('trash'), folderId: z.string().optional() }),
  ]),
  mediaTypes: z.array(z.enum(MEDIA_TYPES)).optional(),
  private: z.boolean().optional(),
  search: z.string().optional(),
});
const sortInCursor = z.tuple([
  z.object({
    fieldName: z.enum(Object.keys(SORT_COLUMNS) as [SortField, ...SortField[]]),
    order: z.enum(['ASC', 'DESC']),
  }),
]);

export interface FilePage {
  files: MediaFileDoc[];
  nextCursor: { total: number; cursors: { next: string | null; prev: string | null } };
}

export function runFileList(db: Db, siteId: string, req: ListRequest): FilePage {
  return withQueryErrors(() => {
    const limit = resolveLimit(req.paging?.limit, FILE_PAGE_LIMITS, 'paging.limit');
    let query: FileListQuery;
    if (req.paging?.cursor) {
      const state = decodeCursor(req.paging.cursor, 'paging.cursor', FILE_PAGE_LIMITS);
      const criteria = criteriaInCursor.safeParse(state.filter);
      const sort = sortInCursor.safeParse(state.sort);
      if (!criteria.success || !sort.success) {
        throw new QueryValidationError([
          { field: 'paging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' },
        ]);
      }
      query = { ...criteria.data, sort: sort.data[0], offset: state.offset, limit: req.paging.limit ?? state.limit };
    } else {
      const { sort, paging: _paging, ...criteria } = req;
      query = {
        ...criteria,
        sort: { fieldName: sort?.fieldName ?? 'updatedDate', order: sort?.order ?? 'DESC' },
        offset: 0,
        limit,
      };
    }
    const { items, total } = listFiles(db, siteId, query);
    const { sort, offset, limit: pageLimit, ...criteria } = query;
    const cursors = pageCursors({ filter: criteria, sort: [sort], offset, limit: pageLimit }, items.length, total);
    return { files: items, nextCursor: { total, cursors } };
  });
}
