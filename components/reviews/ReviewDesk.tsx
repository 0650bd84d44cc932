import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import { itemKey, type ReviewedItem } from '@/lib/messaging/reviews';
import { contactName } from '@/lib/queries/contact-name';
import { contactOptions } from '@/lib/queries/contacts';
import { deskCountOptions, deskPageOptions, pendingCountOptions } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { DeskResults } from './DeskResults';
import { DeskSearch } from './DeskSearch';
import { filterChips } from './filter-chips';
import { FilterBar } from './FilterBar';
import { FilterChips } from './FilterChips';
import { KeyHelp } from './KeyHelp';
import { RatingChart } from './RatingChart';
import { ReplyPaceLine } from './ReplyPaceLine';
import { isQueueOnly, useDeskFilter } from './useDeskFilter';
import { useFilterItemName } from './useFilterItemName';

interface Props {
  siteId: string;
  onReconnect: () => void;
  onConnectApp: () => void;
  /** Where the list's age goes while it is one kept from earlier (beside the tab's scope). */
  ageSlot?: HTMLElement | null;
}

/**
 * The moderation desk, list first: a search box and a Filters button (the filters fold behind it),
 * the active filters as removable chips, one line of counts with the rating summary (closed), then
 * every review of the filter (kept in the panel's URL), paged by cursor, with single and bulk
 * actions and the keyboard (press ?).
 */
export function ReviewDesk({ siteId, onReconnect, onConnectApp, ageSlot = null }: Props) {
  const [{ filter, sort }, setDesk] = useDeskFilter();
  const [help, setHelp] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // The list is what the admin came for: the counts are asked once its first page is in (or failed),
  // so they don't hold up the list's own calls. On the queue (the desk's own filter) the matches ARE
  // the waiting reviews: one count call, not two. The rating chart reads only when opened.
  const listIn = useQuery({ ...deskPageOptions(siteId, filter, sort, null), enabled: false }).isFetched;
  const queueOnly = isQueueOnly(filter);
  const pending = useQuery({ ...pendingCountOptions(siteId), enabled: listIn });
  const matching = useQuery({ ...deskCountOptions(siteId, filter), enabled: listIn && !queueOnly });
  const count = queueOnly
    ? { data: pending.data && { count: pending.data.count, exact: true }, error: null }
    : matching;
  // The contact a filter is about, by name (the contact card opens the desk on one contact).
  const contact = useQuery({ ...contactOptions(siteId, filter.contactId ?? ''), enabled: !!filter.contactId });
  const [itemNames, setItemNames] = useState<ItemNames>({});
  // One callback for the desk's life, and no new state when a page names nothing new: the list calls it
  // after each render of a page, so anything else re-rendered the desk in a loop (the panel never idle).
  const addItemNames = useCallback(
    (items: ItemNames) => setItemNames((known) => (namesKnown(known, items) ? known : { ...known, ...items })),
    [],
  );
  const stateKey = JSON.stringify([filter, sort]);
  const itemName = useFilterItemName(
    siteId,
    filter.item,
    filter.item ? itemNames[itemKey(filter.item.namespace, filter.item.entityId)]?.name : undefined,
    listIn,
  );
  const chips = filterChips(filter, {
    item: itemName,
    contact: filter.contactId && contact.data ? contactName(contact.data.contact) : undefined,
  });

  const summary = (
    <>
      <span data-testid="match-count">
        {count.data ? plural(count.data.exact ? 'desk.matching' : 'desk.matchingAtMost', count.data.count) : '\u00a0'}
      </span>
      <span>
        {t('desk.waitingLabel')}{' '}
        <span data-testid="pending-count">{pending.data ? formatNumber(pending.data.count) : '…'}</span>
      </span>
      <ReplyPaceLine siteId={siteId} />
      <RatingChart siteId={siteId} filter={filter} />
    </>
  );

  return (
    <section aria-label={t('desk.region')} className="space-y-1.5 px-3 pt-2 pb-3">
      <DeskSearch
        key={filter.text ?? ''}
        text={filter.text ?? ''}
        onSearch={(text) => {
          const next = { ...filter };
          if (text) next.text = text;
          else delete next.text;
          setDesk(next, sort);
        }}
        active={chips.length}
        filtersOpen={filtersOpen}
        filtersId={filtersId}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        helpOpen={help}
        onToggleHelp={() => setHelp((h) => !h)}
      />
      {filtersOpen && <FilterBar id={filtersId} filter={filter} sort={sort} onChange={setDesk} />}
      <FilterChips chips={chips} onChange={(next) => setDesk(next, sort)} />
      {help && <KeyHelp onClose={() => setHelp(false)} />}
      {pending.error && <ErrorNotice error={pending.error} onReconnect={onReconnect} />}
      {count.error && <ErrorNotice error={count.error} onReconnect={onReconnect} />}
      <DeskResults
        key={`${siteId} ${stateKey}`}
        siteId={siteId}
        filter={filter}
        sort={sort}
        total={count.data ?? null}
        summary={summary}
        onFilter={(next) => setDesk(next, sort)}
        onItems={addItemNames}
        onHelp={() => setHelp((h) => !h)}
        onReconnect={onReconnect}
        onConnectApp={onConnectApp}
        ageSlot={ageSlot}
      />
    </section>
  );
}

type ItemNames = Record<string, ReviewedItem>;

/** Whether every item of a page is already known by the same name and address. */
const namesKnown = (known: ItemNames, items: ItemNames): boolean =>
  Object.entries(items).every(([key, item]) => known[key]?.name === item.name && known[key]?.url === item.url);
