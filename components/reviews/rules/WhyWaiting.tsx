import { useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { isPending } from '@/lib/messaging/wire/review-status';
import { useSiteRules } from '@/lib/queries/moderation-rules';
import { Button } from '../../common/Button';
import { ErrorNotice } from '../../common/ErrorNotice';
import { useInView } from '../../common/useInView';
import { whyWaitingWords } from '@/lib/ui/rule-words';

/**
 * On a waiting review's card: which of the site's rules that are on it matches ("Held: has photos"),
 * tried here on the site's rules, read once for every card of the site as the first comes into view
 * (the all-sites inbox lists cards of hundreds of sites): no call per card. A read
 * that failed (the site may let only a Wix app read its rules) leaves "Why is it waiting?", which
 * asks again and says why it can't: the desk's cards don't each carry an error nobody asked about.
 */
export function WhyWaiting({ siteId, review }: { siteId: string; review: ReviewSummary }) {
  const place = useRef<HTMLDivElement>(null);
  const { rules, error, retry } = useSiteRules(siteId, useInView(place));
  const [asked, setAsked] = useState(false);
  if (!isPending(review.status)) return null;
  return (
    <div ref={place} className="mt-1">
      {error && asked ? (
        <ErrorNotice error={error} read onRetry={retry} />
      ) : error ? (
        <Button
          tone="link"
          className="text-xs"
          data-testid="why-waiting-ask"
          onClick={() => {
            setAsked(true);
            retry();
          }}
        >
          {t('rules.why.ask')}
        </Button>
      ) : (
        <p className="text-xs text-slate-700" data-testid={rules ? 'why-waiting' : 'why-waiting-reading'}>
          {rules ? whyWaitingWords(rules, review) : t('rules.why.reading')}
        </p>
      )}
    </div>
  );
}
