import { formatNumber, t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { mediaTypeLabel } from './labels';

/** 1536 → "1.5 KB" in the UI's locale. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${formatNumber(v, { maximumFractionDigits: u === 0 ? 0 : 1 })} ${units[u]}`;
}

/** 75 → "1:15". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** What the line under a thumbnail says: type, size, and dimensions or duration when known. */
export function fileFacts(f: MediaFile): string[] {
  const parts = [mediaTypeLabel(f.mediaType), formatBytes(f.sizeInBytes)];
  if (f.width && f.height)
    parts.push(t('media.dimensions', { width: formatNumber(f.width), height: formatNumber(f.height) }));
  if (f.durationSeconds) parts.push(formatDuration(f.durationSeconds));
  return parts.filter(Boolean);
}
