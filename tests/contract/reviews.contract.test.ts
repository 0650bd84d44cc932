// Reviews v1 through the official SDK: cursor query with next()/prev(), get, count, moderate.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { docs } from './db-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: sdkClient, reset: true });
let all: ReviewDoc[];

beforeEach(() => {
  all = docs<ReviewDoc>(sandbox.db, 'reviews', site.id);
});

const PENDING = ['IN_MODERATION', 'SUBMITTED'];
const isPending = (r: ReviewDoc) => PENDING.includes(r.moderation.moderationStatus);
const newestFirst = (a: ReviewDoc, b: ReviewDoc) =>
  a.createdDate > b.createdDate ? -1 : a.createdDate < b.createdDate ? 1 : a.id < b.id ? -1 : 1;

describe('queryReviews', () => {
  it('pages pending reviews with filter + sort kept across next() and prev()', async () => {
    const expected = all
      .filter(isPending)
      .sort(newestFirst)
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(6);

    const page1 = await client.reviews
      .queryReviews({ returnPrivateReviews: true })
      .in('moderation.moderationStatus', PENDING)
      .descending('_createdDate')
      .limit(3)
      .find();
    expect(page1.items.map((r) => r._id)).toEqual(expected.slice(0, 3));
    expect(page1.hasPrev()).toBe(false);
    expect(page1.hasNext()).toBe(true);
    expect(page1.items[0]!._createdDate).toBeInstanceOf(Date);

    const page2 = await page1.next();
    expect(page2.items.map((r) => r._id)).toEqual(expected.slice(3, 6));
    const back = await page2.prev();
    expect(back.items.map((r) => r._id)).toEqual(expected.slice(0, 3));

    // Walk to the end: every pending review exactly once, then no next page.
    const seen = [...page1.items.map((r) => r._id)];
    let page = page1;
    while (page.hasNext()) {
      page = await page.next();
      seen.push(...page.items.map((r) => r._id));
    }
    expect(seen).toEqual(expected);
    await expect(page.next()).rejects.toThrow('No next page to fetch');
  });

  it('returns only published reviews unless private ones are asked for', async () => {
    const page = await client.reviews.queryReviews().limit(100).find();
    const approved = all.filter((r) => r.moderation.moderationStatus === 'APPROVED');
    expect(page.items).toHaveLength(approved.length);
    expect(page.items.every((r) => r.moderation?.moderationStatus === 'APPROVED')).toBe(true);
  });

  it('filters by rating range and sorts ascending', async () => {
    const page = await client.reviews
      .queryReviews({ returnPrivateReviews: true })
      .ge('content.rating', 4)
      .ascending('content.rating')
      .limit(100)
      .find();
    const expected = all.filter((r) => r.content.rating >= 4);
    expect(page.items).toHaveLength(expected.length);
    const ratings = page.items.map((r) => r.content?.rating ?? 0);
    expect([...ratings].sort()).toEqual(ratings);
  });
});

describe('getReview and countReviews', () => {
  it('hides a pending review unless returnPrivateReviews is set', async () => {
    const pending = all.find(isPending)!;
    const e = await sdkError(client.reviews.getReview(pending.id));
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
    const r = await client.reviews.getReview(pending.id, { returnPrivateReviews: true });
    expect(r?._id).toBe(pending.id);
    expect(r?.content?.title).toBe(pending.content.title);
  });

  it('counts with a filter, with and without private reviews', async () => {
    const entityId = all[0]!.entityId;
    const ofEntity = all.filter((r) => r.entityId === entityId);
    const withPrivate = await client.reviews.countReviews({ filter: { entityId }, includePrivateReviews: true });
    expect(withPrivate.count).toBe(ofEntity.length);
    const published = await client.reviews.countReviews({ filter: { entityId } });
    expect(published.count).toBe(ofEntity.filter((r) => r.moderation.moderationStatus === 'APPROVED').length);
  });
});

describe('updateModerationStatus', () => {
  it('approves a pending review and writes it to the db', async () => {
    const pending = all.find(isPending)!;
    const res = await client.reviews.updateModerationStatus(pending.id, { status: 'APPROVED' });
    expect(res.review?.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: true });
    expect(res.review?.revision).toBe(String(Number(pending.revision) + 1));
    expect(res.review?._updatedDate?.getTime()).toBeGreaterThan(Date.parse(pending.updatedDate));

    const row = sandbox.db.prepare('SELECT doc FROM reviews WHERE site_id = ? AND id = ?').get(site.id, pending.id) as {
      doc: string;
    };
    const stored = JSON.parse(row.doc) as ReviewDoc;
    expect(stored.moderation.moderationStatus).toBe('APPROVED');
    expect(stored.moderation.manuallyChanged).toBe(true);
    // Now public: visible without returnPrivateReviews.
    expect((await client.reviews.getReview(pending.id))?._id).toBe(pending.id);
  });

  it('refuses IN_MODERATION (only APPROVED or REJECTED may be set)', async () => {
    const r = all[0]!;
    const e = await sdkError(client.reviews.updateModerationStatus(r.id, { status: 'IN_MODERATION' as 'APPROVED' }));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'options.status',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    expect(e.message).toContain('INVALID_ARGUMENT');
  });

  it('answers 404 for an unknown review', async () => {
    const e = await sdkError(
      client.reviews.updateModerationStatus('00000000-0000-4000-8000-000000000001', { status: 'REJECTED' }),
    );
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('is undone by the site reset', async () => {
    const pending = all.find(isPending)!;
    await client.reviews.updateModerationStatus(pending.id, { status: 'REJECTED' });
    const reset = await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const r = await client.reviews.getReview(pending.id, { returnPrivateReviews: true });
    expect(r?.moderation?.moderationStatus).toBe(pending.moderation.moderationStatus);
  });
});
