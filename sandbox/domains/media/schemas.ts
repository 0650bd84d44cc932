// zod schemas of every Site Media request (limits from the SDK's request types).
import { z } from 'zod';
import { cursorPaging, looseBool, oneOrMany, protoInt, sortOrder } from '../../http/schemas.ts';
import { MEDIA_TYPES, ROOT_FOLDERS } from './media-file-doc.ts';
import { SORT_COLUMNS, type SortField } from './store.ts';

const fileId = () => z.string().min(1).max(1000);
const folderId = () => z.string().min(1).max(100).nullish();
const labels = (max: number) => z.array(z.string().max(200)).max(max).nullish();
const decimal = () =>
  z
    .union([z.string().regex(/^\d+$/, { message: 'must be a non-negative whole number' }), z.number().int().min(0)])
    .nullish();
const mediaType = z.enum(MEDIA_TYPES);
const externalInfo = z.looseObject({
  origin: z.string().max(1000).optional(),
  externalIds: z.array(z.string()).max(100).optional(),
});

/** A URL; the reference's own example gives one without a scheme (`www.mysite.com/store`): https is assumed. */
const redirectUrl = () =>
  z
    .string()
    .min(1)
    .max(2000)
    .transform((v) => (/^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`))
    .pipe(z.url());

export const fileIdsBody = z.looseObject({ fileIds: z.array(fileId()).min(1).max(1000) });

export const fileDownloadUrlBody = z.looseObject({
  fileId: fileId(),
  downloadFileName: z.string().max(100).nullish(),
  expirationInMinutes: protoInt().pipe(z.number().min(1).max(525_600)).nullish(),
  expirationRedirectUrl: redirectUrl().nullish(),
  assetKeys: z.array(z.string().min(1).max(100)).max(100).nullish(),
  contentDisposition: z.enum(['ATTACHMENT', 'INLINE']).optional(),
});

/** Generate File Download Url at its REST path: the file id is the path's. */
export const fileDownloadOptionsBody = fileDownloadUrlBody.extend({ fileId: z.unknown().optional() });

export const getFileQuery = z.looseObject({ fileId: fileId() });

/** proto FieldMask in JSON: "a,b" or, as the docs' examples send it, {paths:[…]}. */
const fieldMask = z.union([z.string(), z.looseObject({ paths: z.array(z.string()) })]).nullish();

export const updateFileBody = z.looseObject({
  file: z.looseObject({
    id: fileId(),
    displayName: z.string().min(1).max(255).optional(),
    parentFolderId: folderId(),
    labels: labels(100),
  }),
  fieldMask,
});

/** Update File Descriptor at its REST path (`/files/{file.id}/update`): the id is the path's. */
export const updateFileAtPathBody = z.looseObject({
  file: updateFileBody.shape.file.extend({ id: z.unknown().optional() }),
  fieldMask,
});

/** The deprecated Update File (`PATCH /files/{fileId}`): the fields at the top of the body. */
export const updateFileFieldsBody = z.looseObject({
  displayName: z.string().min(1).max(255).optional(),
  parentFolderId: folderId(),
  labels: labels(100),
});

const uploadFields = {
  mimeType: z.string().min(1).max(100),
  fileName: z.string().max(1000).nullish(),
  sizeInBytes: decimal(),
  parentFolderId: folderId(),
  private: z.boolean().nullish(),
  externalInfo: externalInfo.optional(),
  filePath: z.string().max(100).nullish(),
};
export const uploadUrlBody = z.looseObject({ ...uploadFields, labels: labels(50) });
export const resumableUploadUrlBody = z.looseObject({
  ...uploadFields,
  labels: labels(500),
  uploadProtocol: z.enum(['TUS']).optional(),
});

export const importItem = z.looseObject({
  url: z.string().min(2).max(2000),
  mediaType: mediaType.optional(),
  displayName: z.string().max(1000).nullish(),
  parentFolderId: folderId(),
  private: z.boolean().nullish(),
  labels: labels(500),
  mimeType: z.string().max(100).optional(),
  externalInfo: externalInfo.optional(),
  urlParams: z.record(z.string(), z.unknown()).nullish(),
  urlHeaders: z.record(z.string(), z.unknown()).nullish(),
  filePath: z.string().max(100).nullish(),
});
export type ImportItem = z.output<typeof importItem>;
export const bulkImportBody = z.looseObject({ importFileRequests: z.array(importItem).min(1).max(100) });
export const bulkImportV2Body = z.looseObject({
  importFileRequests: z.array(importItem).min(1).max(100),
  returnEntity: looseBool().nullish(),
});

const SORT_FIELD_NAMES: readonly [SortField | 'updateDate', ...(SortField | 'updateDate')[]] = [
  'updateDate',
  ...(Object.keys(SORT_COLUMNS) as SortField[]),
];
const sorting = z.looseObject({
  // The reference's List Files and List Deleted Files examples sort by `updateDate`; its Search Files
  // names `updatedDate`: both mean the update date.
  fieldName: z
    .enum(SORT_FIELD_NAMES)
    .transform((f): SortField => (f === 'updateDate' ? 'updatedDate' : f))
    .optional(),
  order: sortOrder.optional(),
});
const listFields = {
  mediaTypes: oneOrMany(mediaType).pipe(z.array(mediaType).max(30)).optional(),
  private: looseBool().nullish(),
  sort: sorting.optional(),
  paging: cursorPaging.optional(),
};
export const listFilesQuery = z.looseObject({ parentFolderId: folderId(), ...listFields });
export const searchFilesBody = z.looseObject({
  search: z.string().max(200).nullish(),
  rootFolder: z.enum(ROOT_FOLDERS).optional(),
  ...listFields,
});

export const videoStreamBody = z.looseObject({
  fileId: fileId(),
  format: z.enum(['UNKNOWN', 'HLS', 'DASH']).optional(),
  expirationInMinutes: protoInt().pipe(z.number().min(60).max(1440)).nullish(),
});

/** Generate Video Streaming Url at its REST path: the file id is the path's. */
export const videoStreamOptionsBody = videoStreamBody.extend({ fileId: z.unknown().optional() });

export const bulkDeleteBody = z.looseObject({
  fileIds: z.array(fileId()).min(1).max(1000),
  permanent: looseBool().optional(),
});

/** A file id may also be given as its Wix media URL (`wix:image://v1/<id>/<name>#…`). */
export function resolveFileId(idOrUrl: string): string {
  const m = /^wix:(?:image|video|document|audio|vector):\/\/v1\/([^/#?]+)/.exec(idOrUrl);
  return m ? decodeURIComponent(m[1]!) : idOrUrl;
}
