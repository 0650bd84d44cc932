import { t } from '@/lib/i18n';
import type { ToolProps } from '../tools';
import { RequestList } from './RequestList';
import { ScheduleRequestForm } from './ScheduleRequestForm';

/** Reviews area, "Requests": ask customers for reviews by email and follow what happened. */
export function ReviewRequestsTool({ siteId, onReconnect }: ToolProps) {
  return (
    <section aria-label={t('reviewRequests.region')} className="space-y-4 p-4">
      <ScheduleRequestForm siteId={siteId} onReconnect={onReconnect} />
      <RequestList siteId={siteId} onReconnect={onReconnect} />
    </section>
  );
}
