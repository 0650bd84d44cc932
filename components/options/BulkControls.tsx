import { plural, t } from '@/lib/i18n';
import { useSetSitesEnabled } from '@/lib/queries/settings';
import { ConfirmButton } from '../common/ConfirmButton';
import { ErrorNotice } from '../common/ErrorNotice';
import { bulkTargets, type SiteGroup } from './site-groups';

const BUTTON = 'rounded border border-slate-300 px-2 py-1 text-xs text-slate-800 disabled:opacity-50';

/**
 * An account's in-page controls turned on or off on all its sites at once, each asking first with the
 * count it will change. Custom domains the browser has not allowed are left out of "on" (each asks in its row).
 */
export function BulkControls({ group }: { group: SiteGroup }) {
  const set = useSetSitesEnabled();
  const on = bulkTargets(group, true);
  const off = bulkTargets(group, false);
  const name = group.name ?? t('options.otherSites');
  const send = (pairs: typeof on.pairs, enabled: boolean) =>
    set.mutate({ sites: pairs.map(({ siteId, origin }) => ({ siteId, origin })), enabled });
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        {group.accountId !== null && (
          <ConfirmButton
            className={BUTTON}
            label={t('options.bulkOn')}
            question={plural('options.bulkOnQuestion', on.sites, { name })}
            confirmLabel={t('options.bulkOnConfirm')}
            danger={false}
            disabled={on.sites === 0 || set.isPending}
            onConfirm={() => send(on.pairs, true)}
          />
        )}
        <ConfirmButton
          className={BUTTON}
          label={t('options.bulkOff')}
          question={plural('options.bulkOffQuestion', off.sites, { name })}
          confirmLabel={t('options.bulkOffConfirm')}
          danger={false}
          disabled={off.sites === 0 || set.isPending}
          onConfirm={() => send(off.pairs, false)}
        />
      </div>
      {set.isSuccess && (
        <p role="status" className="text-xs text-slate-600">
          {plural('options.bulkDone', set.data.changed)}
        </p>
      )}
      {set.error && <ErrorNotice error={set.error} />}
    </div>
  );
}
