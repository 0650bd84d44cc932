import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReviewRequestStatusFilter } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';
import { requestItemNamesOptions, reviewRequestsOptions } from '@/lib/queries/review-requests';
import { ErrorNotice } from '../common/ErrorNotice';
import { SelectField } from '../common/Field';
import { CursorPager, useCursorPages } from '../common/Pager';
import { useHashParam } from '../common/useHashParam';
import { CancelConfirm } from './CancelConfirm';
import { ItemField } from './ItemField';
import { statusText } from './labels';
import { RequestRow } from './RequestRow';
import { useCancelFlow } from './useCancelFlow';
import { Button } from '../common/Button';

/** The site's review requests, newest first, filtered by state (kept in the URL), with cancel one / cancel by filter. */
export function RequestList({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const [statusParam, setStatus] = useHashParam('reviewRequests.status');
  const parsed = ReviewRequestStatusFilter.safeParse(statusParam);
  const status = parsed.success ? parsed.data : null;
  const pages = useCursorPages();
  const page = useQuery(reviewRequestsOptions(siteId, status, pages.cursor));
  const flow = useCancelFlow(siteId);
  const [itemFilter, setItemFilter] = useState('');
  const items = useQuery(requestItemNamesOptions(siteId, page.data?.requests.flatMap((r) => r.itemIds) ?? []));

  return (
    <section aria-label={t('reviewRequests.listHeading')} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('reviewRequests.listHeading')}</h3>
        <SelectField
          inline
          className="text-xs"
          controlClassName="bg-white text-sm"
          label={t('reviewRequests.statusFilter')}
          value={status ?? ''}
          choices={[
            { value: '', label: t('reviewRequests.allStates') },
            ...ReviewRequestStatusFilter.options.map((s) => ({ value: s, label: statusText(s) })),
          ]}
          onChange={(next) => {
            pages.reset();
            setStatus(next || null);
          }}
        />
      </div>

      {/* Canceling many at once is rare and can't be taken back: folded away, below the list's filter. */}
      <details className="rounded border border-slate-200 px-2 py-1 text-xs" data-testid="cancel-by-filter">
        <summary className="cursor-pointer py-0.5 font-medium">{t('reviewRequests.cancelByFilter')}</summary>
        <div role="group" aria-label={t('reviewRequests.cancelByFilter')} className="mt-1 space-y-2">
          <Button
            tone="caution"
            className="text-xs"
            disabled={flow.busy}
            onClick={() => flow.ask({ kind: 'allScheduled' })}
          >
            {t('reviewRequests.cancelAllScheduled')}
          </Button>
          <ItemField siteId={siteId} value={itemFilter} onChange={setItemFilter} label={t('reviewRequests.forItem')} />
          <Button
            tone="caution"
            className="text-xs"
            disabled={flow.busy || itemFilter.trim() === ''}
            onClick={() => flow.ask({ kind: 'item', itemId: itemFilter.trim() })}
          >
            {t('reviewRequests.cancelForItem')}
          </Button>
        </div>
      </details>
      <CancelConfirm flow={flow} />
      {flow.error && <ErrorNotice error={flow.error} onReconnect={onReconnect} onRetry={flow.retry} />}

      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('reviewRequests.loading')}</p>}
      {page.data && page.data.requests.length === 0 && (
        <p className="text-sm text-slate-500">{t('reviewRequests.none')}</p>
      )}
      <ul className="space-y-2">
        {page.data?.requests.map((r) => (
          <RequestRow
            key={r.id}
            request={r}
            items={items.data ?? (items.isError ? {} : undefined)}
            busy={flow.busy}
            onCancel={() => flow.ask({ kind: 'one', reviewRequestId: r.id })}
          />
        ))}
      </ul>
      <CursorPager pages={pages} nextCursor={page.data?.nextCursor} />
    </section>
  );
}
