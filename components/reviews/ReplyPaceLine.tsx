import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { useReadReviews } from '@/lib/queries/read-reviews';
import { deskPageOptions } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { OpenToRead } from '../common/OpenToRead';
import { PACE_READ, paceFilter, replyPace, waitWords } from './reply-pace';

/**
 * In the desk's counts line, "Reply pace": how many of the site's reviews from the last 30 days have
 * a reply, and the median time to reply. Closed by default, like the rating chart: opened, it reads
 * the newest reviews of those 30 days once (one page of every status, kept as a desk page, so the
 * desk's writes keep it current) and counts every review read from the window, saying how many.
 */
export function ReplyPaceLine({ siteId }: { siteId: string }) {
  const [opened, setOpened] = useState(false);
  const [filter] = useState(() => paceFilter(Date.now()));
  const page = useQuery({ ...deskPageOptions(siteId, filter, 'newest', null, PACE_READ), enabled: opened });
  return (
    <OpenToRead testId="reply-pace" summary={t('savedReplies.pace.summary')} onOpen={() => setOpened(true)}>
      {page.error && <ErrorNotice error={page.error} onRetry={() => void page.refetch()} read />}
      {!page.data && !page.error && <p className="mt-1 text-slate-500">{t('common.loading')}</p>}
      {page.data && <PaceFigures siteId={siteId} />}
    </OpenToRead>
  );
}

/** The figures, from every review the desk has read: mounted once the page is in, so a closed pace follows no list. */
function PaceFigures({ siteId }: { siteId: string }) {
  const reviews = useReadReviews(siteId);
  const pace = useMemo(() => replyPace(reviews, Date.now()), [reviews]);
  if (!pace)
    return (
      <p className="mt-1" data-testid="reply-pace-figures">
        {t('savedReplies.pace.none')}
      </p>
    );
  const share = formatNumber(pace.replied / pace.count, { style: 'percent' });
  const count = formatNumber(pace.count);
  const time = pace.medianMs === null ? null : waitWords(pace.medianMs);
  return (
    <p className="mt-1" data-testid="reply-pace-figures">
      {time
        ? t('savedReplies.pace.about', { count, share, time })
        : t('savedReplies.pace.aboutNoTime', { count, share })}
    </p>
  );
}
