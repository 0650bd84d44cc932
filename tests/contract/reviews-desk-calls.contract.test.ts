// Every review call the extension makes, through its own provider functions (the official SDK)
// against the sandbox: the desk's query, count, scan and author types; writes; bulk by ids with
// the per-review check; and the live page's one call.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { createSiteClient } from '../../lib/provider/client.ts';
import {
  bulkDelete,
  bulkModerate,
  countMatching,
  currentReply,
  deleteReview,
  itemReviews,
  SHOWN_PER_CALL,
  queryReviewPage,
  removeReply,
  reviewStates,
  setReply,
} from '../../lib/provider/reviews.ts';
import { deskCount, deskPage, matchingIds, ratingSummary } from '../../lib/service/reviews/review-desk.ts';
import { forgetNames } from '../../lib/service/reviews/review-names.ts';
import { docs } from './db-helpers.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
/** The site with its client, as the desk reads it (the names it learns are kept per site). */
const named = () => ({ siteId: site.id, client: client() });
// Each test starts from the seeded site: names learnt by an earlier one are forgotten too.
beforeEach(forgetNames);
const all = () => docs<ReviewDoc>(sandbox.db, 'reviews', site.id);
const status = (r: ReviewDoc) => r.moderation.moderationStatus;

describe('the desk', () => {
  it('queries with the provider filter and sort, pages by cursor, and counts the same filter', async () => {
    const approved = all().filter((r) => status(r) === 'APPROVED');
    const filter = { statuses: ['APPROVED' as const] };
    const first = await deskPage(named(), { filter, sort: 'oldest', limit: 10 });
    expect(first.reviews.every((r) => r.status === 'APPROVED')).toBe(true);
    const dates = first.reviews.map((r) => r.createdDate!);
    expect([...dates].sort()).toEqual(dates);
    const second = await deskPage(named(), { filter, sort: 'oldest', cursor: first.nextCursor, limit: 10 });
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
    expect(await deskCount(client(), filter)).toEqual({ count: approved.length, exact: true });
    // Items by name, author types resolved.
    expect(Object.values(first.items)[0]!.name).toBeTruthy();
    expect(first.reviews.some((r) => r.authorType !== 'UNKNOWN')).toBe(true);
  });

  it('applies reply / text refinements over provider pages, and the rating summary per star', async () => {
    const withReply = all().filter((r) => r.reply);
    const page = await deskPage(named(), { filter: { hasReply: true }, sort: 'newest', limit: 100 });
    expect(page.refined).toBe(true);
    expect(page.reviews.map((r) => r.id).sort()).toEqual(withReply.map((r) => r.id).sort());
    expect((await matchingIds(named(), { hasReply: true }, 'newest')).ids.sort()).toEqual(
      withReply.map((r) => r.id).sort(),
    );
    const summary = await ratingSummary(client(), {});
    expect(summary.counts).toEqual([1, 2, 3, 4, 5].map((n) => all().filter((r) => r.content.rating === n).length));
    expect(await countMatching(client(), { 'content.rating': { $in: [4, 5] } })).toBe(
      all().filter((r) => r.content.rating >= 4).length,
    );
  });
});

describe('writes', () => {
  it('sets and removes a reply, deletes a review', async () => {
    const target = all().find((r) => !r.reply)!;
    expect((await setReply(client(), target.id, 'Thanks!')).reply).toBe('Thanks!');
    expect((await removeReply(client(), target.id)).reply).toBeNull();
    await deleteReview(client(), target.id);
    expect(all().find((r) => r.id === target.id)).toBeUndefined();
  });

  it('bulk-moderates and bulk-deletes by ids, and the states call checks each one', async () => {
    const pending = all()
      .filter((r) => status(r) === 'IN_MODERATION' || status(r) === 'SUBMITTED')
      .slice(0, 3)
      .map((r) => r.id);
    await bulkModerate(client(), pending, 'REJECTED');
    expect(Object.values(await reviewStates(client(), pending))).toEqual(['REJECTED', 'REJECTED', 'REJECTED']);
    await bulkDelete(client(), pending.slice(0, 2));
    expect(Object.keys(await reviewStates(client(), pending))).toEqual([pending[2]]);
  });
});

describe("a live page's one call", () => {
  it("returns the item's pending reviews and the states of the shown ones in one query", async () => {
    const reviews = all();
    const entityId = reviews.find((r) => status(r) === 'IN_MODERATION')!.entityId;
    const ofItem = reviews.filter((r) => r.entityId === entityId);
    const shown = ofItem.filter((r) => status(r) === 'APPROVED').map((r) => r.id);
    const before = (
      (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as { lastSeq: number }
    ).lastSeq;
    const answer = await itemReviews(client(), { namespace: 'stores', entityId }, shown);
    const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}&since=${before}`)).json()) as {
      requests: unknown[];
    };
    expect(log.requests).toHaveLength(1);
    expect(answer.pending.map((r) => r.id).sort()).toEqual(
      ofItem
        .filter((r) => ['IN_MODERATION', 'SUBMITTED'].includes(status(r)))
        .map((r) => r.id)
        .sort(),
    );
    // The shown reviews come along whole: state, author, text and reply (the controls name them).
    for (const r of ofItem.filter((x) => shown.includes(x.id))) {
      const got = answer.shown.find((s) => s.id === r.id)!;
      expect(got.status).toBe(status(r));
      expect(got.reply).toBe(r.reply?.message ?? null);
    }
    expect(answer.shown.map((r) => r.id).sort()).toEqual(shown.slice(0, SHOWN_PER_CALL).sort());
    const replied = reviews.find((r) => r.reply);
    if (replied) expect(await currentReply(client(), replied.id)).toBe(replied.reply!.message);
    // Shown reviews without a known item: one query by ids.
    const other = await queryReviewPage(client(), { filter: { id: { $in: shown.slice(0, 2) } }, sort: [], limit: 2 });
    expect(other.items).toHaveLength(Math.min(2, shown.length));
  });
});
