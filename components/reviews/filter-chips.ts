import { formatDate, t } from '@/lib/i18n';
import { PENDING_STATUSES, type ReviewFilter } from '@/lib/messaging/reviews';
import { filterStatusLabel, moderationLabel } from './labels';

/** One active filter as a removable chip: what it shows (people's words) and the filter without it. */
export interface FilterChip {
  id: string;
  label: string;
  without: ReviewFilter;
}

/** What the chips call the filtered item and contact: their names once known (the item's null: it has none). */
export interface FilterNames {
  item?: string | null;
  contact?: string;
}

const drop = <K extends keyof ReviewFilter>(filter: ReviewFilter, key: K): ReviewFilter => {
  const next = { ...filter };
  delete next[key];
  return next;
};

/** The filter with only these statuses (none left: every status). */
const withStatuses = (filter: ReviewFilter, statuses: NonNullable<ReviewFilter['statuses']>): ReviewFilter =>
  statuses.length > 0 ? { ...filter, statuses } : drop(filter, 'statuses');

/**
 * The desk's active filters as chips, in the order the filter form lists them. The two waiting
 * statuses together are one chip, "Pending" (the desk's default queue); each is its own otherwise.
 */
export function filterChips(filter: ReviewFilter, names: FilterNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  const statuses = filter.statuses ?? [];
  const bothPending = PENDING_STATUSES.every((s) => statuses.includes(s));
  if (bothPending)
    chips.push({
      id: 'status:pending',
      label: moderationLabel('IN_MODERATION'),
      without: withStatuses(
        filter,
        statuses.filter((s) => !(PENDING_STATUSES as readonly string[]).includes(s)),
      ),
    });
  for (const s of statuses) {
    if (bothPending && (PENDING_STATUSES as readonly string[]).includes(s)) continue;
    chips.push({
      id: `status:${s}`,
      label: filterStatusLabel(s),
      without: withStatuses(
        filter,
        statuses.filter((x) => x !== s),
      ),
    });
  }
  if (filter.ratings && filter.ratings.length > 0)
    chips.push({
      id: 'ratings',
      label: t('desk.chipRatings', {
        stars: [...filter.ratings]
          .sort((a, b) => b - a)
          .map((r) => `${r}★`)
          .join(', '),
      }),
      without: drop(filter, 'ratings'),
    });
  if (filter.hasReply !== undefined)
    chips.push({
      id: 'hasReply',
      label: filter.hasReply ? t('desk.chipReplied') : t('desk.chipNotReplied'),
      without: drop(filter, 'hasReply'),
    });
  if (filter.verified !== undefined)
    chips.push({
      id: 'verified',
      label: filter.verified ? t('desk.chipVerified') : t('desk.chipNotVerified'),
      without: drop(filter, 'verified'),
    });
  if (filter.authorType)
    chips.push({
      id: 'authorType',
      label: filter.authorType === 'MEMBER' ? t('desk.chipMembers') : t('desk.chipVisitors'),
      without: drop(filter, 'authorType'),
    });
  if (filter.from)
    chips.push({
      id: 'from',
      label: t('desk.chipFrom', { date: formatDate(`${filter.from}T00:00:00`) }),
      without: drop(filter, 'from'),
    });
  if (filter.to)
    chips.push({
      id: 'to',
      label: t('desk.chipTo', { date: formatDate(`${filter.to}T00:00:00`) }),
      without: drop(filter, 'to'),
    });
  if (filter.item)
    chips.push({
      id: 'item',
      label:
        names.item === undefined
          ? t('desk.oneItemFilter')
          : t('desk.itemFilter', { item: names.item ?? t('desk.unnamedItem') }),
      without: drop(filter, 'item'),
    });
  if (filter.contactId)
    chips.push({
      id: 'contact',
      label: names.contact ? t('desk.chipContact', { name: names.contact }) : t('desk.contactFilter'),
      without: drop(filter, 'contactId'),
    });
  if (filter.text)
    chips.push({ id: 'text', label: t('desk.chipText', { text: filter.text }), without: drop(filter, 'text') });
  return chips;
}
