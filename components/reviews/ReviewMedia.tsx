import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { ProviderImage } from '../common/ProviderImage';
import { safeHref } from './safe-href';

/** A review's photos (http(s) only, no referrer) and its videos, named by place. */
export function ReviewMedia({ media }: { media: ReviewSummary['media'] }) {
  if (media.length === 0) return null;
  return (
    <ul className="mt-2 flex gap-1" aria-label={t('desk.media')}>
      {media.map((m, i) =>
        m.kind === 'image' && safeHref(m.url) ? (
          <li key={i}>
            <ProviderImage
              src={safeHref(m.url)!}
              alt={t('desk.photo', { n: i + 1 })}
              lazy
              className="h-12 w-12 rounded object-cover"
              kind="photo"
            />
          </li>
        ) : (
          <li key={i} className="flex h-12 w-12 items-center justify-center rounded bg-slate-200 text-xs">
            {t('desk.video')}
          </li>
        ),
      )}
    </ul>
  );
}
