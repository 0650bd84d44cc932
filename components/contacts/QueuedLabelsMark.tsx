import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { offlineQueueOptions } from '@/lib/queries/offline-queue';

/** The contact's labels as shown include a change waiting in the offline queue: say so. */
export function QueuedLabelsMark({ contactId }: { contactId: string }) {
  const queue = useQuery(offlineQueueOptions());
  const waits = queue.data?.waiting.some((c) => c.write.kind === 'label' && c.write.contactId === contactId);
  if (!waits) return null;
  return (
    <p className="text-xs text-amber-900" data-testid="contact-labels-queued">
      {t('queue.markLabels')}
    </p>
  );
}
