// Reviews v1 admin calls through the official SDK: setReply/removeReply, updateModerationStatus
// events, bulkUpdateModerationStatus and bulkDeleteReviews (effects, jobs and events).
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { getJob } from '../../sandbox/jobs/record.ts';
import { docs } from './db-helpers.ts';
import { eventsSince, idOf, lastEventSeq, must, slugs, storedReview, UNKNOWN_ID } from './reviews-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: sdkClient, reset: true });
let all: ReviewDoc[];
let seq: number;

beforeEach(() => {
  all = docs<ReviewDoc>(sandbox.db, 'reviews', site.id);
  seq = lastEventSeq(sandbox.db);
});

const R = 'wix.reviews.v1.review';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const status = (r: ReviewDoc) => r.moderation.moderationStatus;

describe('setReply and removeReply', () => {
  it('sets, edits (createdDate kept, updatedDate moves) and removes the reply', async () => {
    const target = all.find((r) => !r.reply)!;
    const set = must((await client.reviews.setReply(target.id, 'Thanks!')).review);
    expect(set.reply?.message).toBe('Thanks!');
    expect(set.reply?._createdDate).toBeInstanceOf(Date);
    expect(set.reply?._updatedDate).toEqual(set.reply?._createdDate);
    expect(set.revision).toBe(String(Number(target.revision) + 1));

    await sleep(5);
    const edited = must((await client.reviews.setReply(target.id, 'Thanks again!')).review);
    expect(edited.reply?.message).toBe('Thanks again!');
    expect(edited.reply?._createdDate).toEqual(set.reply?._createdDate);
    expect(edited.reply!._updatedDate!.getTime()).toBeGreaterThan(set.reply!._createdDate!.getTime());
    expect(storedReview(sandbox.db, site.id, target.id)?.reply?.message).toBe('Thanks again!');

    const removed = must((await client.reviews.removeReply(target.id)).review);
    expect(removed.reply).toBeUndefined();
    expect(storedReview(sandbox.db, site.id, target.id)?.reply).toBeUndefined();
    expect(removed.revision).toBe(String(Number(target.revision) + 3));
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual([`${R}/updated`, `${R}/updated`, `${R}/updated`]);
  });

  it('refuses an empty message and an unknown review', async () => {
    const empty = await sdkError(client.reviews.setReply(all[0]!.id, ''));
    expect(empty.status).toBe(400);
    expect(empty.details.validationError?.fieldViolations[0]).toMatchObject({
      field: 'message',
      violatedRule: 'MIN_LENGTH',
    });
    const unknown = await sdkError(client.reviews.setReply(UNKNOWN_ID, 'Hi'));
    expect(unknown.status).toBe(404);
    expect(unknown.details.applicationError?.code).toBe('NOT_FOUND');
    expect((await sdkError(client.reviews.removeReply(UNKNOWN_ID))).status).toBe(404);
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });
});

describe('updateModerationStatus events', () => {
  it('records moderation_status_changed with the previous status, and published on approval', async () => {
    const pending = all.find((r) => status(r) === 'IN_MODERATION')!;
    await client.reviews.updateModerationStatus(pending.id, { status: 'APPROVED' });
    await client.reviews.updateModerationStatus(pending.id, { status: 'REJECTED' });
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual([
      `${R}/moderation_status_changed`,
      `${R}/published`,
      `${R}/moderation_status_changed`,
    ]);
    expect(events[0]!.actionEvent?.body).toMatchObject({
      previousModerationStatus: 'IN_MODERATION',
      review: { moderation: { moderationStatus: 'APPROVED' } },
    });
    expect(events[2]!.actionEvent?.body).toMatchObject({
      previousModerationStatus: 'APPROVED',
      review: { moderation: { moderationStatus: 'REJECTED' } },
    });
    expect(storedReview(sandbox.db, site.id, pending.id)?.publishCount).toBe(1);
  });
});

describe('bulkUpdateModerationStatus', () => {
  it('approves every matching review at once, visible to the next query, with events per review', async () => {
    const entityId = all[0]!.entityId;
    const matching = all.filter(
      (r) => r.entityId === entityId && (status(r) === 'IN_MODERATION' || status(r) === 'SUBMITTED'),
    );
    expect(matching.length).toBeGreaterThan(0);
    const res = await client.reviews.bulkUpdateModerationStatus({
      filter: { entityId, 'moderation.moderationStatus': { $in: ['IN_MODERATION', 'SUBMITTED'] } },
      status: 'APPROVED',
    });
    expect(res.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(getJob(sandbox.db, site.id, res.jobId!)).toMatchObject({
      kind: 'reviews.bulk_moderate',
      status: 'COMPLETED',
      result: { totalSuccesses: matching.length, totalFailures: 0 },
    });

    const pendingLeft = await client.reviews.countReviews({
      filter: { entityId, 'moderation.moderationStatus': { $in: ['IN_MODERATION', 'SUBMITTED'] } },
      includePrivateReviews: true,
    });
    expect(pendingLeft.count).toBe(0);
    const published = await client.reviews.queryReviews().eq('entityId', entityId).limit(100).find();
    expect(published.items.map(idOf)).toEqual(expect.arrayContaining(matching.map((r) => r.id)));
    for (const r of matching)
      expect(storedReview(sandbox.db, site.id, r.id)?.moderation).toEqual({
        moderationStatus: 'APPROVED',
        manuallyChanged: true,
      });

    const events = eventsSince(sandbox.db, site.id, seq);
    expect(
      events
        .filter((e) => e.slug === 'moderation_status_changed')
        .map((e) => e.entityId)
        .sort(),
    ).toEqual(matching.map((r) => r.id).sort());
    expect(events.filter((e) => e.slug === 'published')).toHaveLength(matching.length);
  });

  it('rejects by filter and leaves reviews already in that status alone', async () => {
    const rejectedBefore = all.filter((r) => status(r) === 'REJECTED');
    const res = await client.reviews.bulkUpdateModerationStatus({ filter: {}, status: 'REJECTED' });
    expect(getJob(sandbox.db, site.id, res.jobId!)?.result.totalSuccesses).toBe(all.length - rejectedBefore.length);
    expect((await client.reviews.countReviews({})).count).toBe(0);
    const untouched = rejectedBefore[0];
    if (untouched) expect(storedReview(sandbox.db, site.id, untouched.id)?.revision).toBe(untouched.revision);
    expect(eventsSince(sandbox.db, site.id, seq).every((e) => e.slug === 'moderation_status_changed')).toBe(true);
  });

  it('may set only APPROVED or REJECTED', async () => {
    for (const bad of ['UNKNOWN', 'IN_MODERATION']) {
      const e = await sdkError(client.reviews.bulkUpdateModerationStatus({ filter: {}, status: bad as 'APPROVED' }));
      expect(e.status).toBe(400);
      expect(e.details.validationError?.fieldViolations[0]).toMatchObject({ violatedRule: 'INVALID_ENUM_VALUE' });
    }
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });
});

describe('bulkDeleteReviews', () => {
  it('deletes every review matching the filter, private ones included, with a deleted event each', async () => {
    const entityId = all[0]!.entityId;
    const ofEntity = all.filter((r) => r.entityId === entityId);
    const res = await client.reviews.bulkDeleteReviews({ filter: { entityId } });
    expect(getJob(sandbox.db, site.id, must(res.jobId))).toMatchObject({
      kind: 'reviews.bulk_delete',
      result: { totalSuccesses: ofEntity.length },
    });
    expect((await client.reviews.countReviews({ filter: { entityId }, includePrivateReviews: true })).count).toBe(0);
    expect(docs<ReviewDoc>(sandbox.db, 'reviews', site.id)).toHaveLength(all.length - ofEntity.length);
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(events.map((e) => e.slug)).toEqual(ofEntity.map(() => 'deleted'));
    expect(events.map((e) => e.entityId).sort()).toEqual(ofEntity.map((r) => r.id).sort());
  });

  it('rejects a filter on an unknown field without deleting anything', async () => {
    const e = await sdkError(client.reviews.bulkDeleteReviews({ filter: { 'content.title': 'x' } }));
    expect(e.status).toBe(400);
    expect(e.details.validationError?.fieldViolations[0]?.field).toContain('filter');
    expect(docs<ReviewDoc>(sandbox.db, 'reviews', site.id)).toHaveLength(all.length);
  });
});
