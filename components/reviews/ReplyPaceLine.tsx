import { useMemo } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { useReadReviews } from '@/lib/queries/read-reviews';
import { replyPace, waitWords } from './reply-pace';

/**
 * The desk's counts line: how many of the reviews read from the last 30 days have a reply, and the
 * median time to reply. From the pages the desk already read (no call), so it says how many it counted.
 */
export function ReplyPaceLine({ siteId }: { siteId: string }) {
  const reviews = useReadReviews(siteId);
  const pace = useMemo(() => replyPace(reviews, Date.now()), [reviews]);
  if (!pace) return null;
  const share = formatNumber(pace.replied / pace.count, { style: 'percent' });
  const count = formatNumber(pace.count);
  const time = pace.medianMs === null ? null : waitWords(pace.medianMs);
  const about = time
    ? t('savedReplies.pace.about', { count, share, time })
    : t('savedReplies.pace.aboutNoTime', { count, share });
  return (
    <span data-testid="reply-pace" title={about}>
      <span aria-hidden="true">
        {time
          ? t('savedReplies.pace.line', { share, count, time })
          : t('savedReplies.pace.lineNoTime', { share, count })}
      </span>
      <span className="sr-only">{about}</span>
    </span>
  );
}
