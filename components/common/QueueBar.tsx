import { useQuery } from '@tanstack/react-query';
import { plural, t } from '@/lib/i18n';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { offlineQueueOptions, useCancelQueued, useDismissRefused, useTellOnline } from '@/lib/queries/offline-queue';
import { ErrorNotice } from './ErrorNotice';
import { queuedChangeWords } from './queue-words';
import { Button } from './Button';

/**
 * The offline queue under the panel's header (docs/architecture.md "Changes that wait for the
 * connection"): how many changes wait, each with Cancel (folded under the count), and each change the
 * provider refused when it was finally sent, with its error and request id, until dismissed.
 */
export function QueueBar() {
  useTellOnline();
  const queue = useQuery(offlineQueueOptions());
  const cancel = useCancelQueued();
  const dismiss = useDismissRefused();
  const waiting = queue.data?.waiting ?? [];
  const refused = queue.data?.refused ?? [];
  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <section aria-label={t('queue.region')} className="space-y-2 px-3 pt-2 text-sm" data-testid="offline-queue">
      {waiting.length > 0 && (
        <details className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-950">
          <summary className="cursor-pointer font-medium" aria-live="polite" data-testid="offline-queue-count">
            {plural('queue.waiting', waiting.length)}
          </summary>
          <p className="mt-1 text-xs">{t('queue.explain')}</p>
          <ul className="mt-1 space-y-1">
            {waiting.map((c) => {
              const what = queuedChangeWords(c);
              return (
                <li key={c.id} className="flex items-center justify-between gap-2">
                  <span className="wrap-anywhere">{what}</span>
                  <button
                    type="button"
                    className="rounded border border-amber-400 px-2 py-0.5 text-xs"
                    aria-label={t('queue.cancelOne', { what })}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(c.id)}
                  >
                    {t('common.cancel')}
                  </button>
                </li>
              );
            })}
          </ul>
          {cancel.error && <ErrorNotice error={cancel.error} />}
        </details>
      )}
      {refused.map((c) => (
        <div key={c.id} className="space-y-1" data-testid="offline-queue-refused">
          <p className="font-medium">{t('queue.refused', { what: queuedChangeWords(c) })}</p>
          <ErrorNotice error={new MessageError(c.error)} />
          <Button size="sm" className="text-xs" disabled={dismiss.isPending} onClick={() => dismiss.mutate(c.id)}>
            {t('common.dismiss')}
          </Button>
        </div>
      ))}
    </section>
  );
}
