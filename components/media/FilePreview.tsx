import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { iconOf } from './MediaThumb';
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
      aria-label={t(`media.type.${file.mediaType}` as 'media.type.IMAGE')}
    >
      <span className="rounded bg-slate-300 px-2 py-1 font-mono text-2xl font-semibold text-slate-700">
        {iconOf(file)}
      </span>
    </div>
  );
}
