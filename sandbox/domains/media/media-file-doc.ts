// Site-media file descriptor in REST shape (contract note §3.5); metadata only for now.
export interface MediaFileDoc {
  id: string;
  displayName: string;
  url: string;
  parentFolderId: string;
  hash: string;
  sizeInBytes: string;
  private: boolean;
  mediaType: 'IMAGE' | 'VIDEO' | 'AUDIO' | 'DOCUMENT' | 'VECTOR' | 'ARCHIVE' | 'MODEL3D' | 'OTHER';
  media: Record<string, unknown>;
  operationStatus: 'READY' | 'PENDING' | 'FAILED';
  thumbnailUrl?: string;
  labels: string[];
  createdDate: string;
  updatedDate: string;
  siteId: string;
  state: 'OK' | 'DELETED';
}
