import { t } from '@/lib/i18n';
import { useReadsHeld } from '@/lib/queries/reads-held';

/**
 * A line under the panel's header while the background holds back this site's reads (its request
 * budget, docs/architecture.md "The request budget"): the admin's changes go first, or the site asked
 * to slow down. The live region is always there (empty while reads flow), so each change is announced.
 */
export function ReadsHeldNotice({ siteId }: { siteId: string }) {
  const held = useReadsHeld(siteId);
  return (
    <p role="status" aria-live="polite" className="px-3 text-xs text-slate-600" data-testid="reads-held">
      {held && (
        <span className="mt-2 block rounded bg-slate-100 px-2 py-1 wrap-anywhere">
          {held.reason === 'budget' ? t('panel.readsHeld') : t('panel.slowedDown', { seconds: String(held.seconds) })}
        </span>
      )}
    </p>
  );
}
