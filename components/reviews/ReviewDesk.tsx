import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { itemKey } from '@/lib/messaging/reviews';
import { deskCountOptions, deskPageOptions, pendingCountOptions, ratingSummaryOptions } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { DeskResults } from './DeskResults';
import { FilterBar } from './FilterBar';
import { KeyHelp } from './KeyHelp';
import { RatingChart } from './RatingChart';
import { useDeskFilter } from './useDeskFilter';

interface Props {
  siteId: string;
  onReconnect: () => void;
  onConnectApp: () => void;
}

/**
 * The moderation desk: every review of the site, filtered (the filter in the panel's URL), sorted,
 * paged by cursor, with the count, a rating chart, each review in full, single and bulk actions,
 * and the keyboard (press ?).
 */
export function ReviewDesk({ siteId, onReconnect, onConnectApp }: Props) {
  const [{ filter, sort }, setDesk] = useDeskFilter();
  const [help, setHelp] = useState(false);
  // The list is what the admin came for: the counts (seven provider calls) are asked once its first
  // page is in (or failed), so they don't hold up the list's own calls.
  const listIn = useQuery({ ...deskPageOptions(siteId, filter, sort, null), enabled: false }).isFetched;
  const pending = useQuery({ ...pendingCountOptions(siteId), enabled: listIn });
  const count = useQuery({ ...deskCountOptions(siteId, filter), enabled: listIn });
  const ratings = useQuery({ ...ratingSummaryOptions(siteId, filter), enabled: listIn });
  const [itemNames, setItemNames] = useState<Record<string, { name: string; url: string | null }>>({});
  const stateKey = JSON.stringify([filter, sort]);

  return (
    <section aria-label={t('desk.region')} className="space-y-3 p-4">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">
          {t('reviews.pendingHeading')}{' '}
          <span data-testid="pending-count">{pending.data ? formatNumber(pending.data.count) : '…'}</span>
        </h2>
        <button
          type="button"
          className="rounded border border-slate-300 px-1.5 text-xs"
          aria-label={t('desk.keysHeading')}
          aria-expanded={help}
          onClick={() => setHelp((h) => !h)}
        >
          ?
        </button>
      </div>
      {help && <KeyHelp onClose={() => setHelp(false)} />}
      {pending.error && <ErrorNotice error={pending.error} onReconnect={onReconnect} />}
      <FilterBar
        key={stateKey}
        filter={filter}
        sort={sort}
        itemName={filter.item ? itemNames[itemKey(filter.item.namespace, filter.item.entityId)] : undefined}
        onChange={setDesk}
      />
      {ratings.data && <RatingChart summary={ratings.data} />}
      <p className="text-xs text-slate-600" data-testid="match-count">
        {count.data
          ? count.data.exact
            ? t('desk.matching', { count: formatNumber(count.data.count) })
            : t('desk.matchingAtMost', { count: formatNumber(count.data.count) })
          : ' '}
      </p>
      {count.error && <ErrorNotice error={count.error} onReconnect={onReconnect} />}
      <DeskResults
        key={`${siteId} ${stateKey}`}
        siteId={siteId}
        filter={filter}
        sort={sort}
        total={count.data ?? null}
        onFilter={(next) => setDesk(next, sort)}
        onItems={(items) => setItemNames((known) => ({ ...known, ...items }))}
        onHelp={() => setHelp((h) => !h)}
        onReconnect={onReconnect}
        onConnectApp={onConnectApp}
      />
    </section>
  );
}
