// Site-media file descriptor in REST shape (docs/provider-contract.md §3.5), plus the system folder ids.
export const MEDIA_TYPES = [
  'UNKNOWN',
  'IMAGE',
  'VIDEO',
  'AUDIO',
  'DOCUMENT',
  'VECTOR',
  'ARCHIVE',
  'MODEL3D',
  'OTHER',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export interface MediaFileDoc {
  id: string;
  displayName: string;
  url: string;
  parentFolderId: string;
  hash: string;
  sizeInBytes: string;
  private: boolean;
  mediaType: MediaType;
  media: Record<string, unknown>;
  operationStatus: 'READY' | 'PENDING' | 'FAILED';
  /** Where an imported file came from. */
  sourceUrl?: string;
  thumbnailUrl?: string;
  labels: string[];
  createdDate: string;
  updatedDate: string;
  siteId: string;
  state: 'OK' | 'DELETED';
}

/** Folder ids of the Media Manager's system folders (the `media-root` folder is the top of "Site Files"). */
export const FOLDER = {
  MEDIA_ROOT: 'media-root',
  TRASH_ROOT: 'trash-root',
  VISITOR_UPLOADS_ROOT: 'visitor-uploads',
} as const;
export const ROOT_FOLDERS = ['MEDIA_ROOT', 'TRASH_ROOT', 'VISITOR_UPLOADS_ROOT'] as const;
export type RootFolder = (typeof ROOT_FOLDERS)[number];

/** The provider's entity FQDN (SDK `entityFqdn`; webhook types are `<fqdn>_<slug>`). */
export const FILE_DESCRIPTOR_FQDN = 'wix.media.site_media.v1.file_descriptor';
