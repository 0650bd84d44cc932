import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import {
  FolderId,
  MediaFileId,
  MediaSortField,
  MediaType,
  RootFolder,
  SortOrder,
  type ImportResult,
  type MediaFile,
  type MediaPage,
  type UploadTarget,
} from './media';
import { RetrySince } from './retry-since';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();
const Limit = z.number().int().min(1).max(100).optional();
const Filters = {
  mediaTypes: z.array(MediaType).max(MediaType.options.length).optional(),
  /** true: private files only, false: public only, absent: both. */
  private: z.boolean().optional(),
  sort: MediaSortField.optional(),
  order: SortOrder.optional(),
  cursor: Cursor,
  limit: Limit,
};
const FileIds = z.array(MediaFileId).min(1).max(100);
const Label = z.string().trim().min(1).max(100);
/** Imports come from the web: http(s) URLs only. */
const ImportUrl = z
  .string()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL');

/** The Media tools (admin API). */
export const mediaApi = {
  /** Search call: text over names and labels, in one of the Media Manager's roots. */
  'media.search': message(
    SiteScoped.extend({
      search: z.string().max(200).optional(),
      rootFolder: RootFolder.optional(),
      /** Only the files directly inside this folder (then sort and filters other than the text are not applied). */
      inFolderId: FolderId.optional(),
      ...Filters,
    }).strict(),
  ).returns<MediaPage>(),
  /** List call: one folder's files. */
  'media.list': message(
    SiteScoped.extend({ parentFolderId: FolderId.optional(), ...Filters }).strict(),
  ).returns<MediaPage>(),
  'media.get': message(SiteScoped.extend({ fileId: MediaFileId }).strict()).returns<MediaFile>(),
  'media.update': message(
    SiteScoped.extend({
      fileId: MediaFileId,
      displayName: z.string().trim().min(1).max(200).optional(),
      labels: z.array(Label).max(50).optional(),
    }).strict(),
  ).returns<MediaFile>(),
  'media.downloadUrl': message(
    SiteScoped.extend({
      fileId: MediaFileId,
      expirationInMinutes: z
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 30),
      downloadFileName: z.string().trim().min(1).max(200).optional(),
      contentDisposition: z.enum(['ATTACHMENT', 'INLINE']),
    }).strict(),
  ).returns<{ url: string; expiresAt: string }>(),
  'media.streamUrl': message(SiteScoped.extend({ fileId: MediaFileId }).strict()).returns<{ url: string }>(),
  /** The origin upload URLs point at: the panel asks for that host permission before the first upload. */
  'media.uploadOrigin': message(SiteScoped.strict()).returns<{ origin: string }>(),
  /** An upload URL for one file (TUS above 10 MB); the background checks type and size first. */
  'media.uploadUrl': message(
    SiteScoped.extend({
      fileName: z.string().trim().min(1).max(200),
      mimeType: z.string().max(200),
      sizeInBytes: z.number().int().min(1),
      parentFolderId: FolderId.optional(),
      private: z.boolean().optional(),
    }).strict(),
  ).returns<UploadTarget>(),
  /**
   * Imports into `parentFolderId` (the Media Manager's root when absent). `retrySince`: a retry of a
   * try whose answer was lost, sent then (the background reads back first).
   */
  'media.import': message(
    SiteScoped.extend({
      url: ImportUrl,
      displayName: z.string().trim().min(1).max(200).optional(),
      retrySince: RetrySince,
      parentFolderId: FolderId.optional(),
    }).strict(),
  ).returns<MediaFile>(),
  'media.bulkImport': message(
    SiteScoped.extend({
      urls: z.array(z.string().max(2000)).min(1).max(50),
      retrySince: RetrySince,
      parentFolderId: FolderId.optional(),
    }).strict(),
  ).returns<ImportResult[]>(),
  'media.trash': message(SiteScoped.extend({ fileIds: FileIds }).strict()).returns<{ count: number }>(),
  'media.trashBin': message(SiteScoped.extend({ cursor: Cursor, limit: Limit }).strict()).returns<MediaPage>(),
  'media.restore': message(SiteScoped.extend({ fileIds: FileIds }).strict()).returns<{ count: number }>(),
  'media.deletePermanently': message(SiteScoped.extend({ fileIds: FileIds }).strict()).returns<{ count: number }>(),
} satisfies ApiSpec;
