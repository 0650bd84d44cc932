import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { streamUrlOptions } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A video through its HLS stream URL: played natively where the browser has HLS, else with hls.js
 * (loaded only when a video is opened, so the panel starts without it).
 */
export function VideoPreview({ siteId, fileId }: { siteId: string; fileId: string }) {
  const stream = useQuery(streamUrlOptions(siteId, fileId));
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const url = stream.data?.url;
  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    if (el.canPlayType(HLS_TYPE)) {
      el.src = url;
      return;
    }
    let destroyed = false;
    let destroy = () => undefined as void;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed || !Hls.isSupported()) return setFailed(!Hls.isSupported());
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_e, data) => data.fatal && setFailed(true));
      hls.loadSource(url);
      hls.attachMedia(el);
      destroy = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      destroy();
    };
  }, [url]);
  if (stream.error) return <ErrorNotice error={stream.error} />;
  return (
    <>
      <video
        ref={video}
        controls
        className="max-h-64 w-full bg-black"
        data-testid="media-video"
        data-stream-url={url ?? ''}
        aria-label={t('media.videoPreview')}
      />
      {failed && <p className="text-xs text-slate-600">{t('media.videoUnplayable')}</p>}
    </>
  );
}
