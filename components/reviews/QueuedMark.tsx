import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { queuedFor } from '@/lib/messaging/wire/queued';
import { offlineQueueOptions } from '@/lib/queries/offline-queue';
import { moderationLabel } from './labels';

/**
 * A review's changes waiting in the offline queue: the state it will have, marked as waiting to be
 * sent (the card still shows the provider's state beside it until the change lands).
 */
export function QueuedMark({ reviewId }: { reviewId: string }) {
  const queue = useQuery(offlineQueueOptions());
  const changes = queuedFor(queue.data, reviewId);
  if (changes.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1 text-xs" data-testid="review-queued">
      {changes.map(({ id, write }) => (
        <span key={id} className="rounded border border-dashed border-amber-500 bg-amber-50 px-1.5 text-amber-950">
          {write.kind === 'moderate'
            ? t('queue.markStatus', { state: moderationLabel(write.status) })
            : t('queue.markReply')}
        </span>
      ))}
    </p>
  );
}
