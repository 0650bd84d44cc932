import type { MediaFile } from '@/lib/messaging/media';

export function mediaFile(over: Partial<MediaFile> = {}): MediaFile {
  return {
    id: 'abc123_0f0f~mv2.jpg',
    displayName: 'cat.jpg',
    url: 'https://static.example/cat.jpg',
    thumbnailUrl: null,
    mediaType: 'IMAGE',
    sizeInBytes: 1536,
    width: 800,
    height: 450,
    durationSeconds: null,
    private: false,
    labels: [],
    parentFolderId: 'media-root',
    hash: 'h',
    operationStatus: 'READY',
    state: 'OK',
    sourceUrl: null,
    createdDate: '2026-01-02T03:04:05Z',
    updatedDate: '2026-01-02T03:04:05Z',
    ...over,
  };
}
