import type { MediaFile } from '@/lib/messaging/media';
import { mediaTypeLabel } from './labels';

/**
 * What stands in for a picture: the file's extension (pdf, mp4…, drawn in capitals: it is a name,
 * not a word), else its type in words; plain text, no emoji font needed.
 */
export function FileBadge({ file, large }: { file: Pick<MediaFile, 'mediaType' | 'displayName'>; large?: boolean }) {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.displayName)?.[1];
  return (
    <span
      aria-hidden="true"
      className={`rounded bg-slate-300 font-semibold text-slate-700 ${large ? 'px-2 py-1 text-2xl' : 'px-1.5 py-0.5 text-sm'} ${ext ? 'font-mono uppercase' : ''}`}
    >
      {ext ? ext.toLowerCase() : mediaTypeLabel(file.mediaType)}
    </span>
  );
}
