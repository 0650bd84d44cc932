import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { isPending } from '@/lib/messaging/wire/review-status';
import { useRulesIfRead } from '@/lib/queries/moderation-rules';
import { Button } from '../../common/Button';
import { ErrorNotice } from '../../common/ErrorNotice';
import { whyWaitingWords } from '@/lib/ui/rule-words';

/**
 * On a waiting review's card: which of the site's rules that are on it matches ("Held: has photos"),
 * tried here on the rules already read, no call per card. Until the site's rules are read, one
 * "Why is it waiting?" reads them for every card of the site.
 */
export function WhyWaiting({ siteId, review }: { siteId: string; review: ReviewSummary }) {
  useSignals();
  const { rules, reading, error, ask, retry } = useRulesIfRead(siteId);
  if (!isPending(review.status)) return null;
  if (error) return <ErrorNotice error={error} read onRetry={retry} />;
  if (!rules)
    return (
      <Button tone="link" className="mt-1 text-xs" disabled={reading} onClick={ask} data-testid="why-waiting-ask">
        {reading ? t('rules.why.reading') : t('rules.why.ask')}
      </Button>
    );
  return (
    <p className="mt-1 text-xs text-slate-700" data-testid="why-waiting">
      {whyWaitingWords(rules, review)}
    </p>
  );
}
