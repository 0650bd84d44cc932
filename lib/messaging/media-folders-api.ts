import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { FolderId, MediaFileId, type FolderPage, type MediaFolder } from './media';
import { Guid } from './site';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();
const FolderIds = z.array(FolderId).min(1).max(100);
/** The provider takes up to 1000 characters; the panel's field stops at 200. */
const FolderName = z.string().trim().min(1).max(200);

/** The Media tool's folders (admin API): browse, create, rename, move, trash and restore. */
export const mediaFoldersApi = {
  /** The folders directly inside one folder (the Media Manager's root when absent), by name. */
  'media.folder.list': message(
    SiteScoped.extend({ parentFolderId: FolderId.optional(), cursor: Cursor }).strict(),
  ).returns<FolderPage>(),
  /** Folders by a part of their name (all of them for ''): the whole site, or only directly inside `parentFolderId`. */
  'media.folder.search': message(
    SiteScoped.extend({
      search: z.string().trim().max(200),
      parentFolderId: FolderId.optional(),
      cursor: Cursor,
    }).strict(),
  ).returns<FolderPage>(),
  'media.folder.get': message(SiteScoped.extend({ folderId: FolderId }).strict()).returns<MediaFolder>(),
  /** The folder and those above it, outermost first: the breadcrumb. */
  'media.folder.path': message(SiteScoped.extend({ folderId: FolderId }).strict()).returns<MediaFolder[]>(),
  'media.folder.create': message(
    SiteScoped.extend({ displayName: FolderName, parentFolderId: FolderId.optional() }).strict(),
  ).returns<MediaFolder>(),
  /** Rename, or move into another folder. */
  'media.folder.update': message(
    SiteScoped.extend({ folderId: FolderId, displayName: FolderName.optional(), parentFolderId: FolderId.optional() })
      .strict()
      .refine((v) => v.displayName !== undefined || v.parentFolderId !== undefined, 'nothing to change'),
  ).returns<MediaFolder>(),
  /** Files into a folder. */
  'media.move': message(
    SiteScoped.extend({ fileIds: z.array(MediaFileId).min(1).max(100), parentFolderId: FolderId }).strict(),
  ).returns<{ count: number }>(),
  'media.folder.trash': message(SiteScoped.extend({ folderIds: FolderIds }).strict()).returns<{ count: number }>(),
  'media.folder.restore': message(SiteScoped.extend({ folderIds: FolderIds }).strict()).returns<{ count: number }>(),
  'media.folder.deletePermanently': message(SiteScoped.extend({ folderIds: FolderIds }).strict()).returns<{
    count: number;
  }>(),
  /** The folders in the trash bin (deleted on their own). */
  'media.folder.trashBin': message(SiteScoped.extend({ cursor: Cursor }).strict()).returns<FolderPage>(),
} satisfies ApiSpec;
