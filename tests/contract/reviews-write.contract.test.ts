// Reviews v1 writes through the official SDK: createReview, updateReview, deleteReview, and the
// deprecated createReviewAndContact (no SDK function: client.fetchWithAuth). Results, errors,
// db state and the events table.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';
import {
  contactWithoutReview,
  eventsSince,
  firstProductId,
  lastEventSeq,
  memberOfContact,
  slugs,
  storedReview,
  UNKNOWN_ID,
  idOf,
} from './reviews-helpers.ts';

const { sandbox, site, client } = useSandbox({ client: sdkClient, reset: true });
let productId: string;
let seq: number;

beforeAll(() => {
  productId = firstProductId(sandbox.db, site.id);
});
beforeEach(() => {
  seq = lastEventSeq(sandbox.db);
});

const R = 'wix.reviews.v1.review';

describe('createReview', () => {
  it('creates a pending ORGANIC review at revision 1 and records created + moderation_status_changed', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const reviewDate = new Date('2024-05-06T07:08:09.000Z');
    const r = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId, authorName: 'Dana' },
      content: {
        title: 'Great',
        body: 'Works well',
        rating: 4,
        media: [{ image: 'wix:image://v1/a27d24_abc~mv2.jpg/a.jpg#originWidth=20&originHeight=10' }],
      },
      reviewDate,
    });
    expect(r._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r).toMatchObject({
      namespace: 'stores',
      entityId: productId,
      author: { contactId, authorName: 'Dana' },
      content: { title: 'Great', body: 'Works well', rating: 4 },
      moderation: { moderationStatus: 'IN_MODERATION', manuallyChanged: false },
      origin: { type: 'ORGANIC' },
      revision: '1',
      foundHelpful: 0,
      publishCount: 0,
    });
    expect(r.content?.media?.[0]?.image).toBe('wix:image://v1/a27d24_abc~mv2.jpg/a.jpg#originWidth=20&originHeight=10');
    expect(r._createdDate).toBeInstanceOf(Date);
    expect(r.reviewDate?.toISOString()).toBe(reviewDate.toISOString());

    const stored = storedReview(sandbox.db, site.id, idOf(r))!;
    expect(stored.moderation.moderationStatus).toBe('IN_MODERATION');
    expect(stored.content.media[0]?.image).toMatchObject({ id: 'a27d24_abc~mv2.jpg', width: 20, height: 10 });

    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual([`${R}/created`, `${R}/moderation_status_changed`]);
    expect(events[0]!.createdEvent?.entity).toEqual(stored);
    expect(events[1]!.actionEvent?.body).toEqual({ review: stored, previousModerationStatus: 'SUBMITTED' });

    // Pending = private: hidden unless asked for.
    expect((await sdkError(client.reviews.getReview(idOf(r)))).status).toBe(404);
    expect((await client.reviews.getReview(idOf(r), { returnPrivateReviews: true }))._id).toBe(r._id);
  });

  it("uses the member's name when a member contact gives no authorName, and none for a visitor contact", async () => {
    const memberContact = contactWithoutReview(sandbox.db, site.id, productId, true);
    const m = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: memberContact },
      content: { rating: 5 },
    });
    expect(m.author?.authorName).toBe(memberOfContact(sandbox.db, site.id, memberContact).nickname);
    const visitorContact = contactWithoutReview(sandbox.db, site.id, productId, false);
    const v = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: visitorContact },
      content: { rating: 3 },
    });
    expect(v.author).toEqual({ contactId: visitorContact });
    expect(v.reviewDate?.getTime()).toBe(v._createdDate?.getTime());
  });

  it('refuses a second review of the same entity by the same author (409 DUPLICATE_REVIEW)', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const first = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { rating: 5 },
    });
    const before = lastEventSeq(sandbox.db);
    const e = await sdkError(
      client.reviews.createReview({
        namespace: 'stores',
        entityId: productId,
        author: { contactId },
        content: { rating: 1 },
      }),
    );
    expect(e.status).toBe(409);
    expect(e.details.applicationError).toMatchObject({
      code: 'DUPLICATE_REVIEW',
      data: { existingReviewId: idOf(first), contactId, entityId: productId },
    });
    expect(e.requestId).toBeTruthy();
    expect(eventsSince(sandbox.db, site.id, before)).toEqual([]);
    const count = await client.reviews.countReviews({
      filter: { 'author.contactId': contactId, entityId: productId },
      includePrivateReviews: true,
    });
    expect(count.count).toBe(1);
  });

  it('needs a contact: missing author.contactId is a 400, an unknown one CONTACT_NOT_FOUND', async () => {
    const missing = await sdkError(
      client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 5 } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.details.validationError?.fieldViolations).toEqual([
      expect.objectContaining({ field: 'review.author.contactId', violatedRule: 'REQUIRED_FIELD' }),
    ]);
    const unknown = await sdkError(
      client.reviews.createReview({
        namespace: 'stores',
        entityId: productId,
        author: { contactId: UNKNOWN_ID },
        content: { rating: 5 },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.details.applicationError).toMatchObject({
      code: 'CONTACT_NOT_FOUND',
      data: { contactId: UNKNOWN_ID },
    });
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });

  it('validates the rating (1-5, required) and the required fields', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    for (const rating of [0, 6]) {
      const e = await sdkError(
        client.reviews.createReview({
          namespace: 'stores',
          entityId: productId,
          author: { contactId },
          content: { rating },
        }),
      );
      expect(e.status).toBe(400);
      expect(e.details.validationError?.fieldViolations).toEqual([
        expect.objectContaining({ field: 'review.content.rating', violatedRule: rating === 0 ? 'MIN' : 'MAX' }),
      ]);
      expect(e.message).toContain('INVALID_ARGUMENT');
    }
    const e = await sdkError(
      client.reviews.createReview({ author: { contactId } } as Parameters<typeof client.reviews.createReview>[0]),
    );
    expect(e.details.validationError?.fieldViolations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['review.content', 'REQUIRED_FIELD'],
      ['review.entityId', 'REQUIRED_FIELD'],
      ['review.namespace', 'REQUIRED_FIELD'],
    ]);
  });
});

describe('updateReview', () => {
  it('merges the given fields, bumps the revision and records updated', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const created = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId, authorName: 'Eve' },
      content: { title: 'Old', body: 'Body stays', rating: 2 },
    });
    const updated = await client.reviews.updateReview(idOf(created), {
      revision: created.revision,
      content: { title: 'New', rating: 5 },
    });
    expect(updated.content).toMatchObject({ title: 'New', body: 'Body stays', rating: 5 });
    expect(updated.revision).toBe('2');
    expect(updated.author).toEqual({ contactId, authorName: 'Eve' });
    expect(updated.moderation?.moderationStatus).toBe('IN_MODERATION');
    expect(updated._updatedDate!.getTime()).toBeGreaterThanOrEqual(created._updatedDate!.getTime());
    expect(updated._createdDate).toEqual(created._createdDate);
    expect(storedReview(sandbox.db, site.id, idOf(created))).toMatchObject({
      revision: '2',
      content: { title: 'New', rating: 5 },
    });
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events).at(-1)).toBe(`${R}/updated`);
    expect(events.at(-1)!.updatedEvent?.currentEntity).toEqual(storedReview(sandbox.db, site.id, idOf(created)));
  });

  it('accepts the whole review read back (read-only fields are ignored)', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const created = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { title: 'T', rating: 3 },
    });
    const again = await client.reviews.getReview(idOf(created), { returnPrivateReviews: true });
    const updated = await client.reviews.updateReview(idOf(created), {
      ...again,
      moderation: { moderationStatus: 'APPROVED' },
      content: { ...again.content, body: 'Added' },
    });
    expect(updated.moderation?.moderationStatus).toBe('IN_MODERATION');
    expect(updated.content).toMatchObject({ title: 'T', body: 'Added', rating: 3 });
  });

  it('refuses a stale revision (409 REVISION_MISMATCH) and an unknown id (404)', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const created = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { rating: 3 },
    });
    await client.reviews.updateReview(idOf(created), { revision: '1', content: { rating: 4 } });
    const stale = await sdkError(client.reviews.updateReview(idOf(created), { revision: '1', content: { rating: 1 } }));
    expect(stale.status).toBe(409);
    expect(stale.details.applicationError).toMatchObject({
      code: 'REVISION_MISMATCH',
      data: { currentRevision: '2', givenRevision: '1' },
    });
    expect(storedReview(sandbox.db, site.id, idOf(created))?.content.rating).toBe(4);
    const missing = await sdkError(client.reviews.updateReview(UNKNOWN_ID, { revision: '1', content: { rating: 4 } }));
    expect(missing.status).toBe(404);
    expect(missing.details.applicationError?.code).toBe('NOT_FOUND');
    const badRating = await sdkError(
      client.reviews.updateReview(idOf(created), { revision: '2', content: { rating: 9 } }),
    );
    expect(badRating.status).toBe(400);
  });
});

describe('deleteReview', () => {
  it('returns the deleted review, removes it and records deleted', async () => {
    const victim = (await client.reviews.queryReviews({ returnPrivateReviews: true }).limit(1).find()).items[0]!;
    const res = await client.reviews.deleteReview(idOf(victim));
    expect(res.review?._id).toBe(idOf(victim));
    expect(res.review?.content?.title).toBe(victim.content?.title);
    expect(storedReview(sandbox.db, site.id, idOf(victim))).toBeUndefined();
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual([`${R}/deleted`]);
    expect(events[0]!.entityId).toBe(idOf(victim));
    expect((await sdkError(client.reviews.getReview(idOf(victim), { returnPrivateReviews: true }))).status).toBe(404);
    const again = await sdkError(client.reviews.deleteReview(idOf(victim)));
    expect(again.status).toBe(404);
    expect(again.details.applicationError?.code).toBe('NOT_FOUND');
  });
});

describe('createReviewAndContact (deprecated, POST /reviews/v1/reviews/contact)', () => {
  const post = (body: unknown) =>
    client.fetchWithAuth('https://www.wixapis.com/reviews/v1/reviews/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const contactsWithEmail = (email: string) =>
    sandbox.db.prepare('SELECT id, doc FROM contacts WHERE site_id = ? AND primary_email = ?').all(site.id, email) as {
      id: string;
      doc: string;
    }[];

  it('creates a contact for a new email, then reuses it', async () => {
    const email = 'new.reviewer@example.com';
    const res = await post({
      namespace: 'stores',
      entityId: productId,
      content: { title: 'Nice', rating: 5 },
      name: 'New Reviewer',
      email,
    });
    expect(res.status).toBe(200);
    const { review } = (await res.json()) as {
      review: {
        id: string;
        author: { contactId: string; authorName: string };
        moderation: { moderationStatus: string };
      };
    };
    const contacts = contactsWithEmail(email);
    expect(contacts).toHaveLength(1);
    expect(review.author).toEqual({ contactId: contacts[0]!.id, authorName: 'New Reviewer' });
    expect(review.moderation.moderationStatus).toBe('IN_MODERATION');
    expect(JSON.parse(contacts[0]!.doc)).toMatchObject({
      info: { name: { first: 'New', last: 'Reviewer' } },
      primaryInfo: { email },
    });
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual([
      'wix.contacts.v4.contact/created',
      `${R}/created`,
      `${R}/moderation_status_changed`,
    ]);

    // Same email, another product: the same contact, no new contact event.
    const other = (
      sandbox.db.prepare('SELECT id FROM products WHERE site_id = ? AND id != ? LIMIT 1').get(site.id, productId) as {
        id: string;
      }
    ).id;
    const before = lastEventSeq(sandbox.db);
    const second = (await (
      await post({
        namespace: 'stores',
        entityId: other,
        content: { rating: 4 },
        name: 'New Reviewer',
        email: email.toUpperCase(),
      })
    ).json()) as { review: { author: { contactId: string } } };
    expect(second.review.author.contactId).toBe(contacts[0]!.id);
    expect(slugs(eventsSince(sandbox.db, site.id, before))).toEqual([`${R}/created`, `${R}/moderation_status_changed`]);

    // Same email, same product: one review per author and entity.
    const dup = await post({ namespace: 'stores', entityId: productId, content: { rating: 1 }, email });
    expect(dup.status).toBe(409);
    expect(
      ((await dup.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
    ).toBe('DUPLICATE_REVIEW');
  });

  it('finds a seeded contact by email and validates the body', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const email = (
      sandbox.db
        .prepare('SELECT primary_email AS e FROM contacts WHERE site_id = ? AND id = ?')
        .get(site.id, contactId) as { e: string }
    ).e;
    const res = await post({ namespace: 'stores', entityId: productId, content: { rating: 3 }, email });
    expect(((await res.json()) as { review: { author: { contactId: string } } }).review.author.contactId).toBe(
      contactId,
    );

    const bad = await post({ namespace: 'stores', entityId: productId, content: { rating: 7 }, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } };
    expect(body.details.validationError.fieldViolations.map((v) => v.field)).toEqual(['content.rating', 'email']);
    const noEmail = await post({ namespace: 'stores', entityId: productId, content: { rating: 3 } });
    expect(noEmail.status).toBe(400);
  });
});
