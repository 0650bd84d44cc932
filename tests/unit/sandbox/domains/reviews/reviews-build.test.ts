// Pure review builders: new review defaults, update merge (revision lock, clearing, immutables),
// replies, media normalisation, the reviewer contact of createReviewAndContact.
import { describe, expect, it } from 'vitest';
import {
  mergeUpdate,
  newReview,
  toMedia,
  withoutReply,
  withReply,
} from '../../../../../sandbox/domains/reviews/build-review.ts';
import { newReviewerContact } from '../../../../../sandbox/domains/reviews/review-contact.ts';
import { ProviderError } from '../../../../../sandbox/http/errors.ts';

const T0 = new Date('2024-01-01T00:00:00.000Z');
const T1 = new Date('2024-01-02T00:00:00.000Z');
const T2 = new Date('2024-01-03T00:00:00.000Z');
const CONTACT = '11111111-1111-4111-8111-111111111111';

const base = () =>
  newReview(
    { namespace: 'stores', entityId: 'p1', content: { title: 'T', body: 'B', rating: 4, media: null } },
    { contactId: CONTACT, authorName: 'Ann' },
    T0,
    'r1',
  );

describe('newReview', () => {
  it('starts SUBMITTED (before the moderation rules run), ORGANIC, revision 1, reviewDate = createdDate by default', () => {
    expect(base()).toEqual({
      id: 'r1',
      namespace: 'stores',
      entityId: 'p1',
      content: { title: 'T', body: 'B', rating: 4, media: [] },
      createdDate: T0.toISOString(),
      updatedDate: T0.toISOString(),
      reviewDate: T0.toISOString(),
      author: { contactId: CONTACT, authorName: 'Ann' },
      foundHelpful: 0,
      foundUnhelpful: 0,
      helpfulness: 0,
      moderation: { moderationStatus: 'SUBMITTED', manuallyChanged: false },
      revision: '1',
      verified: false,
      origin: { type: 'ORGANIC' },
      relevanceScore: 0,
      publishCount: 0,
    });
  });

  it('drops empty title/body and a missing author name; normalises reviewDate to ISO UTC', () => {
    const r = newReview(
      {
        namespace: 's',
        entityId: 'e',
        content: { title: '', body: null, rating: 1 },
        reviewDate: '2024-03-01T10:00:00+02:00',
      },
      { contactId: CONTACT },
      T0,
    );
    expect(r.content).toEqual({ rating: 1, media: [] });
    expect(r.author).toEqual({ contactId: CONTACT });
    expect(r.reviewDate).toBe('2024-03-01T08:00:00.000Z');
    expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('toMedia', () => {
  it('fills the static URL of an image given by id and keeps videos as sent', () => {
    expect(toMedia([{ image: { id: 'x.jpg', width: 2, height: 1 } }, { video: { id: 'v1' } }])).toEqual([
      { image: { id: 'x.jpg', width: 2, height: 1, url: 'https://static.wixstatic.com/media/x.jpg' } },
      { video: { id: 'v1' } },
    ]);
  });
});

describe('mergeUpdate', () => {
  it('merges given fields, clears with null, bumps revision, keeps contactId', () => {
    const next = mergeUpdate(
      base(),
      { revision: '1', content: { title: null, rating: 2 }, author: { contactId: 'other', authorName: 'Bo' } },
      T1,
    );
    expect(next.content).toEqual({ body: 'B', rating: 2, media: [] });
    expect(next.author).toEqual({ contactId: CONTACT, authorName: 'Bo' });
    expect(next.revision).toBe('2');
    expect(next.updatedDate).toBe(T1.toISOString());
    expect(next.createdDate).toBe(T0.toISOString());
  });

  it('refuses a stale revision with 409 REVISION_MISMATCH', () => {
    try {
      mergeUpdate(base(), { revision: '7' }, T1);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ProviderError);
      expect((e as ProviderError).status).toBe(409);
      expect((e as ProviderError).body.details).toMatchObject({ applicationError: { code: 'REVISION_MISMATCH' } });
    }
  });
});

describe('replies', () => {
  it('keeps the reply createdDate on edit and removes the reply entirely', () => {
    const set = withReply(base(), 'Thanks', T1);
    const edited = withReply(set, 'Thanks!', T2);
    expect(edited.reply).toEqual({ message: 'Thanks!', createdDate: T1.toISOString(), updatedDate: T2.toISOString() });
    expect(edited.revision).toBe('3');
    const removed = withoutReply(edited, T2);
    expect('reply' in removed).toBe(false);
    expect(removed.revision).toBe('4');
  });
});

describe('newReviewerContact', () => {
  it('splits the name and records the email as primary', () => {
    const c = newReviewerContact('Mary Ann Lee', 'm@example.com', T0, 'c1');
    expect(c.info.name).toEqual({ first: 'Mary', last: 'Ann Lee' });
    expect(c.primaryInfo).toEqual({ email: 'm@example.com' });
    expect(c.info.emails.items).toEqual([expect.objectContaining({ email: 'm@example.com', primary: true })]);
    expect(newReviewerContact(undefined, 'x@example.com', T0).info.name).toEqual({});
  });
});
