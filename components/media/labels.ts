import { tPlain, type PlainKey } from '@/lib/i18n';
import type { FileMediaType, FileState, OperationStatus } from '@/lib/messaging/media';

// The provider's media enums in people's words, one typed map per enum (a value missing here is a
// compile error; tests/unit/media/labels.test.ts checks the SDK's own enums against these keys).

export const MEDIA_TYPE_LABELS: Record<FileMediaType, PlainKey> = {
  IMAGE: 'media.type.IMAGE',
  VIDEO: 'media.type.VIDEO',
  AUDIO: 'media.type.AUDIO',
  DOCUMENT: 'media.type.DOCUMENT',
  VECTOR: 'media.type.VECTOR',
  ARCHIVE: 'media.type.ARCHIVE',
  MODEL3D: 'media.type.MODEL3D',
  OTHER: 'media.type.OTHER',
  ICON: 'media.type.ICON',
  FLASH: 'media.type.FLASH',
  FONT: 'media.type.FONT',
  RAW: 'media.type.RAW',
  UNKNOWN: 'media.type.UNKNOWN',
};

export const OPERATION_STATUS_LABELS: Record<OperationStatus, PlainKey> = {
  READY: 'media.operationStatus.READY',
  PENDING: 'media.operationStatus.PENDING',
  FAILED: 'media.operationStatus.FAILED',
  UNKNOWN: 'media.operationStatus.UNKNOWN',
};

export const FILE_STATE_LABELS: Record<FileState, PlainKey> = {
  OK: 'media.fileState.OK',
  DELETED: 'media.fileState.DELETED',
};

export const mediaTypeLabel = (type: FileMediaType): string => tPlain(MEDIA_TYPE_LABELS[type]);
export const operationStatusLabel = (status: OperationStatus): string => tPlain(OPERATION_STATUS_LABELS[status]);
export const fileStateLabel = (state: FileState): string => tPlain(FILE_STATE_LABELS[state]);
