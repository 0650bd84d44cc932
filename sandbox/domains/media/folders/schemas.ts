// zod schemas of the Site Media folder requests (limits from the SDK's request types).
import { z } from 'zod';
import { cursorPaging, looseBool, sortOrder } from '../../../http/schemas.ts';
import { ROOT_FOLDERS } from '../media-file-doc.ts';

const folderId = () => z.string().min(1).max(100);
const displayName = () => z.string().trim().min(1).max(1000);

export const folderIdParam = z.object({ folderId: folderId() });

export const createFolderBody = z.looseObject({ displayName: displayName(), parentFolderId: folderId().nullish() });

/** proto FieldMask in JSON: "a,b" or, as the docs' example sends it, {paths:[…]}. */
const fieldMask = z.union([z.string(), z.looseObject({ paths: z.array(z.string()) })]).nullish();

/**
 * Update Folder: the SDK sends `{folder: {id, displayName?, parentFolderId?}}`; the reference also
 * lists `displayName` and `parentFolderId` beside `folder`, and its example adds a `fieldMask`.
 */
export const updateFolderBody = z.looseObject({
  folder: z
    .looseObject({
      id: z.unknown().optional(),
      displayName: displayName().optional(),
      parentFolderId: folderId().optional(),
    })
    .optional(),
  displayName: displayName().optional(),
  parentFolderId: folderId().optional(),
  fieldMask,
});

/** Which fields a field mask names ("displayName" or {paths:["folder.displayName"]}); undefined: all given. */
export function maskedFolderFields(mask: z.output<typeof fieldMask>): Set<string> | undefined {
  if (!mask) return undefined;
  const paths = typeof mask === 'string' ? mask.split(',') : mask.paths;
  return new Set(paths.map((p) => p.trim().replace(/^folder\./, '')));
}

/** The docs' own examples sort by `updateDate`; it names `updatedDate`. */
const sortField = z
  .enum(['displayName', 'updatedDate', 'updateDate'])
  .transform((f) => (f === 'updateDate' ? 'updatedDate' : f));
const sorting = z.looseObject({ fieldName: sortField.nullish(), order: sortOrder.nullish() });

export const listFoldersQuery = z.looseObject({
  parentFolderId: folderId().nullish(),
  sort: sorting.nullish(),
  paging: cursorPaging.nullish(),
});

export const searchFoldersBody = z.looseObject({
  rootFolder: z.enum(ROOT_FOLDERS).nullish(),
  search: z.string().max(200).nullish(),
  sort: sorting.nullish(),
  paging: cursorPaging.nullish(),
});

export const folderIdsBody = z.looseObject({
  folderIds: z.array(folderId()).min(1).max(100),
  permanent: looseBool().nullish(),
});
