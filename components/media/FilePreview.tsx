import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { FileBadge } from './FileBadge';
import { mediaTypeLabel } from './labels';
import { VideoPreview } from './VideoPreview';

/** Image, video (stream), audio, or the type's icon for everything else. */
export function FilePreview({ siteId, file }: { siteId: string; file: MediaFile }) {
  const [broken, setBroken] = useState(false);
  if ((file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR') && file.url && !broken) {
    return (
      <img
        src={file.url}
        alt={file.displayName}
        className="max-h-64 w-full object-contain"
        data-testid="media-preview-image"
        onError={() => setBroken(true)}
      />
    );
  }
  if (file.mediaType === 'VIDEO' && file.operationStatus === 'READY')
    return <VideoPreview siteId={siteId} fileId={file.id} />;
  if (file.mediaType === 'AUDIO' && file.url)
    return <audio controls src={file.url} className="w-full" aria-label={t('media.audioPreview')} />;
  return (
    <div
      className="flex h-32 items-center justify-center bg-slate-100"
      data-testid="media-preview-icon"
      role="img"
      aria-label={mediaTypeLabel(file.mediaType)}
    >
      <FileBadge file={file} large />
    </div>
  );
}
