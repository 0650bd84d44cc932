import { GUID_PATTERN } from './wire/ids';
import { ModerationStatus, ReviewSort, type ItemRef, type ReviewFilter } from './reviews';

// The desk's filter in the panel's URL hash, one readable key each:
// `#tool=reviews&reviews.status=IN_MODERATION,SUBMITTED&reviews.rating=1,2&reviews.item=stores/<id>`.
// No schema library: the background builds the desk link of a live page with it too.

export const FILTER_KEYS = [
  'status',
  'rating',
  'reply',
  'verified',
  'author',
  'from',
  'to',
  'item',
  'contact',
  'text',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const hashKey = (k: FilterKey): string => `reviews.${k}`;

const STATUSES = new Set<string>(ModerationStatus.options.filter((s) => s !== 'UNKNOWN'));
const SORTS = new Set<string>(ReviewSort.options);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const yesNo = (v: string | null) => (v === 'yes' ? true : v === 'no' ? false : undefined);

/** Reads the desk's filter and sort from hash parameters; anything malformed is ignored, never trusted. */
export function filterFromParams(get: (key: string) => string | null): { filter: ReviewFilter; sort: ReviewSort } {
  const f: ReviewFilter = {};
  const list = (k: FilterKey) => (get(hashKey(k)) ?? '').split(',').filter(Boolean);
  const statuses = [...new Set(list('status').filter((s) => STATUSES.has(s)))] as NonNullable<ReviewFilter['statuses']>;
  if (statuses.length > 0) f.statuses = statuses;
  const ratings = [
    ...new Set(
      list('rating')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    ),
  ].sort();
  if (ratings.length > 0) f.ratings = ratings;
  const reply = yesNo(get(hashKey('reply')));
  if (reply !== undefined) f.hasReply = reply;
  const verified = yesNo(get(hashKey('verified')));
  if (verified !== undefined) f.verified = verified;
  const author = get(hashKey('author'));
  if (author === 'MEMBER' || author === 'VISITOR') f.authorType = author;
  const from = get(hashKey('from'));
  if (from && DAY.test(from)) f.from = from;
  const to = get(hashKey('to'));
  if (to && DAY.test(to)) f.to = to;
  const item = parseItem(get(hashKey('item')));
  if (item) f.item = item;
  const contact = get(hashKey('contact'));
  if (contact && GUID_PATTERN.test(contact)) f.contactId = contact;
  const text = get(hashKey('text'))?.trim().slice(0, 200);
  if (text) f.text = text;
  const sort = get(hashKey('sort'));
  return { filter: f, sort: sort && SORTS.has(sort) ? (sort as ReviewSort) : 'newest' };
}

export function parseItem(value: string | null): ItemRef | undefined {
  const m = value ? /^([\w.-]{1,100})\/(.{1,200})$/.exec(value) : null;
  return m ? { namespace: m[1]!, entityId: m[2]! } : undefined;
}
export const formatItem = (item: ItemRef): string => `${item.namespace}/${item.entityId}`;

/** The hash parameters of a filter and sort (absent where nothing filters). */
export function paramsOfFilter(f: ReviewFilter, sort: ReviewSort): Record<FilterKey, string | null> {
  const yn = (b: boolean | undefined) => (b === undefined ? null : b ? 'yes' : 'no');
  return {
    status: f.statuses?.length ? f.statuses.join(',') : null,
    rating: f.ratings?.length ? f.ratings.join(',') : null,
    reply: yn(f.hasReply),
    verified: yn(f.verified),
    author: f.authorType ?? null,
    from: f.from ?? null,
    to: f.to ?? null,
    item: f.item ? formatItem(f.item) : null,
    contact: f.contactId ?? null,
    text: f.text || null,
    sort: sort === 'newest' ? null : sort,
  };
}

/** The panel URL parameters that open the desk on the given filter. */
export function deskParams(f: ReviewFilter, sort: ReviewSort = 'newest'): Record<string, string> {
  const p: Record<string, string> = { tool: 'reviews' };
  for (const [k, v] of Object.entries(paramsOfFilter(f, sort))) if (v !== null) p[hashKey(k as FilterKey)] = v;
  return p;
}

/** The same as the panel's hash. */
export const deskHash = (f: ReviewFilter, sort: ReviewSort = 'newest'): string =>
  `#${new URLSearchParams(deskParams(f, sort)).toString()}`;
