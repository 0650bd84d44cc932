import { t } from '@/lib/i18n';
import type { ToolProps } from '../tools';
import { RequestList } from './RequestList';
import { ScheduleRequestForm } from './ScheduleRequestForm';
import { AddCustomerReviewForm } from './AddCustomerReviewForm';
import { MemberReviewForm } from './MemberReviewForm';
import { VisitorReviewForm } from './VisitorReviewForm';

/** Reviews area, "Requests": ask customers for reviews by email and follow what happened; add reviews collected elsewhere. */
export function ReviewRequestsTool({ siteId, onReconnect }: ToolProps) {
  return (
    <section aria-label={t('reviewRequests.region')} className="space-y-4 p-4">
      <ScheduleRequestForm siteId={siteId} onReconnect={onReconnect} />
      <RequestList siteId={siteId} onReconnect={onReconnect} />
      <details className="rounded border border-slate-200 p-2">
        <summary className="cursor-pointer text-sm font-semibold">{t('reviewCollect.customerHeading')}</summary>
        <AddCustomerReviewForm siteId={siteId} onReconnect={onReconnect} />
      </details>
      <details className="rounded border border-slate-200 p-2">
        <summary className="cursor-pointer text-sm font-semibold">{t('reviewCollect.visitorHeading')}</summary>
        <VisitorReviewForm siteId={siteId} onReconnect={onReconnect} />
      </details>
      <details className="rounded border border-slate-200 p-2">
        <summary className="cursor-pointer text-sm font-semibold">{t('reviewCollect.memberHeading')}</summary>
        <MemberReviewForm siteId={siteId} onReconnect={onReconnect} />
      </details>
    </section>
  );
}
