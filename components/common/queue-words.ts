import { t } from '@/lib/i18n';
import type { QueuedChange } from '@/lib/messaging/wire/queued';

/** A waiting change in words: what it does, and to whom when the panel knew the name. */
export function queuedChangeWords({ write, about }: QueuedChange): string {
  const name = about?.trim() || null;
  if (write.kind === 'label') return name ? t('queue.labelsOf', { name }) : t('queue.labelsAny');
  if (write.kind === 'reply') return name ? t('queue.replyOf', { name }) : t('queue.replyAny');
  if (write.status === 'APPROVED') return name ? t('queue.approveOf', { name }) : t('queue.approveAny');
  return name ? t('queue.rejectOf', { name }) : t('queue.rejectAny');
}
