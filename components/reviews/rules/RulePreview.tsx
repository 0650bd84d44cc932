import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import type { RuleInput } from '@/lib/messaging/moderation-rules';
import { ruleVerdict } from '@/lib/ui/rule-match';
import { recentReviewsOptions } from '@/lib/queries/moderation-rules';
import { Button } from '../../common/Button';
import { ErrorNotice } from '../../common/ErrorNotice';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { openReviewInDesk } from './open-in-desk';

const SHOWN = 8;

/**
 * What the rule being written would have done to the site's newest reviews, tried here (no call per
 * keystroke: the reviews are read once per editor, `session`, and the check waits for typing to pause).
 */
export function RulePreview({ siteId, session, rule }: { siteId: string; session: number; rule: RuleInput | null }) {
  const reviews = useQuery(recentReviewsOptions(siteId, session));
  const settled = useDebouncedValue(rule, 300);
  // Wix's smart check is Wix's alone: nothing here could estimate it.
  const smart = settled?.trigger.type === 'SMART';
  const result = useMemo(() => {
    if (!settled || !reviews.data || smart) return null;
    const caught = [];
    let unsure = 0;
    for (const review of reviews.data.reviews) {
      const v = ruleVerdict(settled, review);
      if (v.acts) caught.push(review);
      else if (v.unsure) unsure++;
    }
    return { caught, unsure, total: reviews.data.reviews.length, reject: settled.action === 'REJECT' };
  }, [settled, reviews.data, smart]);

  return (
    <section aria-label={t('rules.preview.heading')} className="space-y-1 rounded border border-slate-200 p-2 text-sm">
      <h3 className="text-xs font-medium">{t('rules.preview.heading')}</h3>
      {reviews.isPending && <p className="text-xs text-slate-600">{t('rules.preview.loading')}</p>}
      {reviews.error && <ErrorNotice error={reviews.error} read onRetry={() => void reviews.refetch()} />}
      {smart && (
        <p role="status" data-testid="rule-preview-summary">
          {t('rules.preview.smart')}
        </p>
      )}
      {result && result.total === 0 && <p>{t('rules.preview.none')}</p>}
      {result && result.total > 0 && (
        <>
          <p role="status" data-testid="rule-preview-summary">
            {t(result.reject ? 'rules.preview.rejected' : 'rules.preview.held', {
              count: formatNumber(result.caught.length),
              total: formatNumber(result.total),
            })}
            {result.unsure > 0 && ` ${t('rules.preview.unsure', { count: formatNumber(result.unsure) })}`}
          </p>
          {result.caught.length > 0 && (
            <ul className="space-y-0.5" data-testid="rule-preview-list">
              {result.caught.slice(0, SHOWN).map((r) => (
                <li key={r.id} className="min-w-0" data-review-id={r.id}>
                  <Button
                    tone="link"
                    className="max-w-full truncate text-left"
                    title={t('rules.preview.open', { author: r.authorName || '…' })}
                    onClick={() => openReviewInDesk(r)}
                  >
                    {r.authorName ? `${r.authorName}: ` : ''}
                    {r.title || r.body}
                  </Button>
                </li>
              ))}
              {result.caught.length > SHOWN && (
                <li className="text-xs text-slate-600">
                  {t('rules.preview.more', { count: formatNumber(result.caught.length - SHOWN) })}
                </li>
              )}
            </ul>
          )}
        </>
      )}
      <p className="text-xs text-slate-600">{t('rules.preview.estimate')}</p>
    </section>
  );
}
