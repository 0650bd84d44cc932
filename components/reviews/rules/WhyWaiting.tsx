import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { isPending } from '@/lib/messaging/wire/review-status';
import { useSiteRules } from '@/lib/queries/moderation-rules';
import { ErrorNotice } from '../../common/ErrorNotice';
import { whyWaitingWords } from '@/lib/ui/rule-words';

/**
 * On a waiting review's card: which of the site's rules that are on it matches ("Held: has photos"),
 * tried here on the site's rules, read once for every card of the site: no call per card.
 */
export function WhyWaiting({ siteId, review }: { siteId: string; review: ReviewSummary }) {
  const { rules, error, retry } = useSiteRules(siteId);
  if (!isPending(review.status)) return null;
  if (error) return <ErrorNotice error={error} read onRetry={retry} />;
  return (
    <p className="mt-1 text-xs text-slate-700" data-testid={rules ? 'why-waiting' : 'why-waiting-reading'}>
      {rules ? whyWaitingWords(rules, review) : t('rules.why.reading')}
    </p>
  );
}
