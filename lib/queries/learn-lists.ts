import type { Query, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

// What a write's answer teaches the cached lists of its domain, whatever their shape: every cached
// read of the site whose data lists an entity by its id (a page's `members`, `contacts`, `files`,
// `tasks`…, or the entity itself, a card) gets the entity as the provider now has it, or loses it.
// The quiet refresh (quiet-refresh.ts) later reads what is on screen again once, for what the answer
// can't tell (a filter the entity now leaves, another admin's changes).

interface Entity {
  id: string;
}

/** What one write changed: entities as they are now (`put`), or ids that no longer belong (`remove`). */
export type ListChange = { put: readonly Entity[] } | { remove: readonly string[] };

/** The site a query's key names in its params (keys follow [domain, verb…, { siteId, … }]). */
const siteOfKey = (key: QueryKey): unknown =>
  (
    key.find((part) => typeof part === 'object' && part !== null && 'siteId' in part) as
      { siteId?: unknown } | undefined
  )?.siteId;

/** Every cached read of one domain (`root`) for one site. */
export const siteQueries = (root: QueryKey, siteId: string): QueryFilters => ({
  queryKey: root,
  predicate: (q: Query) => siteOfKey(q.queryKey) === siteId,
});

const isEntity = (v: unknown): v is Entity =>
  typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

/** A list with the change applied, or the same list when it names none of the entities. */
function listAfter(list: readonly unknown[], change: ListChange): { list: unknown[]; removed: number } | null {
  if ('put' in change) {
    const byId = new Map(change.put.map((e) => [e.id, e]));
    if (!list.some((v) => isEntity(v) && byId.has(v.id))) return null;
    return { list: list.map((v) => (isEntity(v) && byId.get(v.id)) || v), removed: 0 };
  }
  const gone = new Set(change.remove);
  const kept = list.filter((v) => !(isEntity(v) && gone.has(v.id)));
  return kept.length === list.length ? null : { list: kept, removed: list.length - kept.length };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The data with the change applied to itself (a card), to the lists it holds, or to the pages it
 * holds (an infinite query's `pages`); the same data when untouched.
 */
function dataAfter(data: unknown, change: ListChange, depth = 0): unknown {
  if (isEntity(data) && 'put' in change) return change.put.find((e) => e.id === data.id) ?? data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  let next: Record<string, unknown> | null = null;
  let removed = 0;
  for (const [key, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    const after = listAfter(value, change);
    if (after) {
      next ??= { ...data };
      next[key] = after.list;
      removed += after.removed;
    } else if (depth === 0 && value.some((v) => isPlainObject(v) && !isEntity(v))) {
      const pages = value.map((v) => (isPlainObject(v) && !isEntity(v) ? dataAfter(v, change, 1) : v));
      if (pages.some((p, i) => p !== value[i])) {
        next ??= { ...data };
        next[key] = pages;
      }
    }
  }
  // A page that counts its matches counts the ones that left it.
  if (next && removed > 0 && typeof next.total === 'number') next.total = Math.max(0, next.total - removed);
  return next ?? data;
}

/** Applies the change to every cached read the filters select, keeping each one's age. */
export function learnInLists(queryClient: QueryClient, filters: QueryFilters, change: ListChange): void {
  for (const q of queryClient.getQueryCache().findAll(filters)) {
    if (q.state.data === undefined) continue;
    const next = dataAfter(q.state.data, change);
    if (next !== q.state.data) queryClient.setQueryData(q.queryKey, next, { updatedAt: q.state.dataUpdatedAt });
  }
}
