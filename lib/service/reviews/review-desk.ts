import {
  itemKey,
  type DeskCount,
  type DeskPage,
  type RatingSummary,
  type ReviewFilter,
  type ReviewSort,
  type ReviewSummary,
  type ReviewedItem,
} from '../../messaging/reviews';
import type { SiteClient } from '../../provider/client';
import { planReviewQuery, type ReviewQueryPlan } from '../../provider/review-query';
import { countMatching, MAX_QUERY_LIMIT, queryReviewPage, toReviewSummary } from '../../provider/reviews';
import { ServiceError } from '../infra/service-error';
import { authorTypesOf, productsOf, type NamedSite } from './review-names';

/** How many provider pages (of 100) one desk page may scan when refinements apply. */
export const MAX_SCAN_PAGES = 5;

/**
 * A desk cursor: the provider's own cursor when only the provider filters; with refinements, where
 * the scan stopped (`c`: the provider cursor of the page being scanned, null for the first; `s`: how
 * many of its reviews were already used).
 */
interface ScanPosition {
  c: string | null;
  s: number;
}
const SCAN = 'scan:';
const encodeScan = (p: ScanPosition) => SCAN + btoa(JSON.stringify(p));
function decodeScan(cursor: string): ScanPosition {
  try {
    const p = JSON.parse(atob(cursor.slice(SCAN.length))) as ScanPosition;
    if ((p.c === null || typeof p.c === 'string') && Number.isInteger(p.s) && p.s >= 0) return p;
  } catch {
    /* fall through */
  }
  throw new ServiceError(400, 'BAD_CURSOR', 'This page of reviews is out of date: go back to the first page.');
}

/** Who wrote each review, member or visitor, from the site's names (read only for authors not known yet). */
async function withAuthorTypes(site: NamedSite, reviews: ReviewSummary[]): Promise<ReviewSummary[]> {
  const contactIds = reviews.map((r) => r.authorContactId).filter((c): c is string => c !== null);
  const types = await authorTypesOf(site, contactIds);
  return reviews.map((r) => ({ ...r, authorType: (r.authorContactId && types[r.authorContactId]) || 'UNKNOWN' }));
}

async function providerPage(site: NamedSite, plan: ReviewQueryPlan, cursor: string | null, limit: number) {
  const page = await queryReviewPage(site.client, { filter: plan.filter, sort: plan.sort, cursor, limit });
  let reviews = page.items.map((r) => toReviewSummary(r));
  if (plan.needsAuthorTypes) reviews = await withAuthorTypes(site, reviews);
  return { reviews, next: page.next };
}

/** Scans provider pages, keeping the reviews the refinements accept, until `limit` or the scan budget. */
async function scanPage(site: NamedSite, plan: ReviewQueryPlan, cursor: string | null, limit: number) {
  const refine = plan.refine!;
  let pos: ScanPosition = cursor ? decodeScan(cursor) : { c: null, s: 0 };
  const kept: ReviewSummary[] = [];
  for (let scanned = 0; scanned < MAX_SCAN_PAGES; scanned++) {
    const page = await providerPage(site, plan, pos.c, MAX_QUERY_LIMIT);
    for (let i = pos.s; i < page.reviews.length; i++) {
      if (!refine(page.reviews[i]!)) continue;
      kept.push(page.reviews[i]!);
      if (kept.length === limit) {
        const more = i + 1 < page.reviews.length || page.next !== null;
        return { reviews: kept, next: more ? encodeScan({ c: pos.c, s: i + 1 }) : null };
      }
    }
    if (!page.next) return { reviews: kept, next: null };
    pos = { c: page.next, s: 0 };
  }
  return { reviews: kept, next: encodeScan(pos) };
}

/**
 * Names and pages of the reviewed store products, from the site's names (read only for products not
 * known yet). When that read fails, the page is still answered: its products are then listed as
 * unread (shown without a name, never as an item the store does not have).
 */
async function reviewedItems(
  site: NamedSite,
  reviews: ReviewSummary[],
): Promise<{ items: Record<string, ReviewedItem>; unread?: string[] }> {
  const productIds = reviews.filter((r) => r.namespace === 'stores').map((r) => r.entityId);
  const keyed = (ids: Iterable<string>) => [...new Set(ids)].map((id) => itemKey('stores', id));
  try {
    const products = await productsOf(site, productIds);
    return { items: Object.fromEntries(Object.entries(products).map(([id, item]) => [itemKey('stores', id), item])) };
  } catch {
    return { items: {}, unread: keyed(productIds) };
  }
}

/**
 * Who wrote each review of a page, member or visitor. When that read fails, the page is still answered:
 * its authors are then listed as unread (the kind left unsaid, never called unknown).
 */
async function authorsOfPage(
  site: NamedSite,
  reviews: ReviewSummary[],
): Promise<{ reviews: ReviewSummary[]; unreadAuthors?: string[] }> {
  try {
    return { reviews: await withAuthorTypes(site, reviews) };
  } catch {
    const contactIds = reviews.map((r) => r.authorContactId).filter((c): c is string => c !== null);
    return { reviews, unreadAuthors: [...new Set(contactIds)] };
  }
}

/** One page of the moderation desk: one provider call once the names on it are known (more when refined). */
export async function deskPage(
  site: NamedSite,
  q: { filter: ReviewFilter; sort: ReviewSort; cursor?: string | null; limit?: number },
): Promise<DeskPage> {
  const plan = planReviewQuery(q.filter, q.sort);
  const limit = q.limit ?? 25;
  const cursor = q.cursor ?? null;
  const page = plan.refine ? await scanPage(site, plan, cursor, limit) : await providerPage(site, plan, cursor, limit);
  // Author types and item names are independent reads: asked together, not one after the other.
  const [{ reviews, unreadAuthors }, { items, unread }] = await Promise.all([
    plan.needsAuthorTypes ? { reviews: page.reviews, unreadAuthors: undefined } : authorsOfPage(site, page.reviews),
    reviewedItems(site, page.reviews),
  ]);
  return {
    reviews,
    nextCursor: page.next,
    items,
    ...(unread ? { unread } : {}),
    ...(unreadAuthors && unreadAuthors.length > 0 ? { unreadAuthors } : {}),
    refined: plan.refine !== null,
  };
}

export async function deskCount(client: SiteClient, filter: ReviewFilter): Promise<DeskCount> {
  const plan = planReviewQuery(filter, 'newest');
  return { count: await countMatching(client, plan.filter), exact: plan.refine === null };
}

/** Reviews per star rating under the filter: one count call per rating the filter allows. */
export async function ratingSummary(client: SiteClient, filter: ReviewFilter): Promise<RatingSummary> {
  const plan = planReviewQuery(filter, 'newest');
  const allowed = filter.ratings && filter.ratings.length > 0 ? new Set(filter.ratings) : null;
  const counts = await Promise.all(
    [1, 2, 3, 4, 5].map((stars) =>
      allowed && !allowed.has(stars) ? 0 : countMatching(client, { ...plan.filter, 'content.rating': stars }),
    ),
  );
  return { counts: counts as RatingSummary['counts'], exact: plan.refine === null };
}

/** Every review id the filter matches, in order, up to `max` (for "all N matching this filter"). */
export async function matchingIds(
  site: NamedSite,
  filter: ReviewFilter,
  sort: ReviewSort,
  max = 2000,
): Promise<{ ids: string[]; truncated: boolean }> {
  const plan = planReviewQuery(filter, sort);
  const ids: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await providerPage(site, plan, cursor, MAX_QUERY_LIMIT);
    for (const r of page.reviews) {
      if (plan.refine && !plan.refine(r)) continue;
      if (ids.length === max) return { ids, truncated: true };
      ids.push(r.id);
    }
    if (!page.next) return { ids, truncated: false };
    cursor = page.next;
  }
}
