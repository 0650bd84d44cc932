// The site's moderation rules decide a new review's status, on every way a review is created: as the
// admin for a contact (API key), as an app, as a visitor, as a logged-in member, for a customer by
// email (create-for-a-contact), in answer to a review request, and in a bulk create. No rule triggered → APPROVED, a
// REJECT rule → REJECTED, a NEEDS_MANUAL_APPROVAL rule → IN_MODERATION, both → REJECTED. The seeded
// rule holds every review, as reviews were held before rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { routeOf } from '../../lib/provider/provider-route.ts';
import { addReviewForCustomer } from '../../lib/provider/review-collect.ts';
import { createVisitorClient, writeReviewAsVisitor } from '../../lib/provider/visitor-client.ts';
import { SMART_WORDS } from '../../sandbox/domains/moderation-rules/smart.ts';
import type { ModerationStatus } from '../../sandbox/domains/reviews/review-doc.ts';
import { appClient } from './app-client.ts';
import { useSandbox } from './harness.ts';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import {
  adminClient,
  call,
  createRule,
  disableSeededRules,
  type RuleBody,
  setIdentityRules,
} from './moderation-rules-helpers.ts';
import { advanceClock, DAY, reviewRequestsClient } from './review-requests-helpers.ts';
import {
  approvedMemberWithoutReview,
  contactsWithoutReview,
  contactWithoutReview,
  eventsSince,
  firstProductId,
  idOf,
  lastEventSeq,
  slugs,
  storedReview,
} from './reviews-helpers.ts';
import { sdkClient } from './sdk-client.ts';

const { sandbox, site } = useSandbox({ reset: true });
const admin = () => adminClient(sandbox, site);
const sdk = () => sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });

let productId: string;
let restoreFetch: () => void;
beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
  productId = firstProductId(sandbox.db, site.id);
});
afterAll(() => restoreFetch());

const statusOf = (reviewId: string): ModerationStatus | undefined =>
  storedReview(sandbox.db, site.id, reviewId)?.moderation.moderationStatus;

interface Content {
  title?: string;
  body?: string;
  rating?: number;
  media?: { image?: string; video?: string }[];
}

/** Writes a review as the admin (API key) for a contact who has not reviewed the product. */
async function asAdmin(c: Content = {}, member = false): Promise<string> {
  const contactId = contactWithoutReview(sandbox.db, site.id, productId, member);
  const r = await sdk().reviews.createReview({
    namespace: 'stores',
    entityId: productId,
    author: { contactId },
    content: {
      rating: c.rating ?? 4,
      ...(c.title && { title: c.title }),
      ...(c.body && { body: c.body }),
      ...(c.media && { media: c.media }),
    },
  });
  return idOf(r);
}

async function asMember(c: Content = {}): Promise<{ reviewId: string; memberId: string }> {
  const m = approvedMemberWithoutReview(sandbox.db, site.id, productId);
  const member = oauthClient(site.oauthClientId);
  const flow = await logInMember(member, m.id);
  member.auth.setTokens(await member.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
  const r = await member.reviews.createReview({
    namespace: 'stores',
    entityId: productId,
    content: { rating: c.rating ?? 4, ...(c.body && { body: c.body }) },
  });
  return { reviewId: idOf(r), memberId: m.id };
}

let emailSeq = 0;
const freshEmail = () => `rules.${Date.now()}.${emailSeq++}@example.com`;

async function asVisitor(c: Content = {}): Promise<string> {
  const visitor = createVisitorClient(site.oauthClientId, routeOf({ sandboxUrl: sandbox.url }));
  const siteClient = createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
  const written = await writeReviewAsVisitor(
    siteClient,
    visitor,
    { name: 'Val Visitor', email: freshEmail() },
    { itemId: productId, rating: c.rating ?? 4, title: c.title ?? '', body: c.body ?? '' },
  );
  return written.id;
}

async function forCustomer(c: Content = {}): Promise<string> {
  const added = await addReviewForCustomer(
    admin(),
    { name: 'Cass Customer', email: freshEmail() },
    { itemId: productId, rating: c.rating ?? 4, title: c.title ?? '', body: c.body ?? '' },
  );
  return added.id;
}

async function asApp(c: Content = {}): Promise<string> {
  const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
  const r = await appClient(sandbox.url, site).reviews.createReview({
    namespace: 'stores',
    entityId: productId,
    author: { contactId },
    content: { rating: c.rating ?? 4, ...(c.body && { body: c.body }) },
  });
  return idOf(r);
}

/** A contact a request reaches (a valid, subscribed email; not a member) who has not reviewed the product. */
function reachableContact(): string {
  const row = sandbox.db
    .prepare(
      `SELECT c.id FROM contacts c
       WHERE c.site_id = ? AND json_extract(c.doc, '$.primaryEmail.deliverabilityStatus') = 'VALID'
         AND json_extract(c.doc, '$.primaryEmail.subscriptionStatus') <> 'UNSUBSCRIBED'
         AND json_extract(c.doc, '$.memberInfo') IS NULL
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = c.site_id AND r.author_contact_id = c.id AND r.entity_id = ?)
       ORDER BY c.id LIMIT 1`,
    )
    .get(site.id, productId) as { id: string } | undefined;
  if (!row) throw new Error('no reachable contact in the seed');
  return row.id;
}

async function answeringRequest(c: Content = {}): Promise<string> {
  const contactId = reachableContact();
  const requests = reviewRequestsClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id }).reviewRequests;
  const request = await requests.createReviewRequest({
    communicationChannel: 'EMAIL',
    namespace: 'stores',
    recipient: { contactId },
    items: [{ catalogItemId: productId }],
    sendDate: new Date(),
  });
  await advanceClock(sandbox.url, site.id, DAY);
  const r = await sdk().reviews.createReview({
    namespace: 'stores',
    entityId: productId,
    author: { contactId },
    content: { rating: c.rating ?? 4, ...(c.body && { body: c.body }) },
  });
  expect(storedReview(sandbox.db, site.id, idOf(r))?.source?.reviewRequestOptions.id).toBe(request._id);
  return idOf(r);
}

const contentOf = (c: Content) => ({
  rating: c.rating ?? 4,
  ...(c.title && { title: c.title }),
  ...(c.body && { body: c.body }),
  ...(c.media && { media: c.media }),
});

/** Writes a review in a bulk create (the official SDK's bulkCreateReview), beside one refused for its unknown contact. */
async function inBulk(c: Content = {}): Promise<string> {
  const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
  const unknown = '00000000-0000-4000-8000-000000000000';
  const { results, bulkActionMetadata } = await sdk().reviews.bulkCreateReview(
    [contactId, unknown].map((id) => ({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: id },
      content: contentOf(c),
    })),
    { returnEntity: true },
  );
  expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
  expect(results?.[1]?.itemMetadata).toMatchObject({
    originalIndex: 1,
    success: false,
    error: { code: 'CONTACT_NOT_FOUND' },
  });
  const made = results?.[0];
  expect(made?.itemMetadata).toMatchObject({ originalIndex: 0, success: true });
  expect(made?.review?._id).toBe(made?.itemMetadata?._id);
  return made!.itemMetadata!._id!;
}

const WAYS: [string, (c?: Content) => Promise<string>][] = [
  ['as the admin for a contact', asAdmin],
  ['as an app', asApp],
  ['as a visitor', asVisitor],
  ['as a logged-in member', async (c) => (await asMember(c)).reviewId],
  ['for a customer by email', forCustomer],
  ['in answer to a review request', answeringRequest],
  ['in a bulk create', inBulk],
];

describe.each(WAYS)('a review written %s', (_way, write) => {
  it('waits for a moderator under the seeded rule (IN_MODERATION), as before rules', async () => {
    expect(statusOf(await write({ body: 'Lovely' }))).toBe('IN_MODERATION');
  });

  it('is APPROVED and published when no rule triggers', async () => {
    await disableSeededRules(admin());
    const seq = lastEventSeq(sandbox.db);
    const id = await write({ body: 'Lovely' });
    expect(statusOf(id)).toBe('APPROVED');
    const events = eventsSince(sandbox.db, site.id, seq).filter((e) => e.entityId === id);
    expect(slugs(events)).toEqual([
      'wix.reviews.v1.review/created',
      'wix.reviews.v1.review/moderation_status_changed',
      'wix.reviews.v1.review/published',
    ]);
    expect(events[1]!.actionEvent?.body).toMatchObject({ previousModerationStatus: 'SUBMITTED' });
    expect(storedReview(sandbox.db, site.id, id)).toMatchObject({
      moderation: { manuallyChanged: false },
      publishCount: 1,
    });
  });

  it('is REJECTED by a REJECT rule whose words it holds, and REJECTED when a hold rule triggers too', async () => {
    await createRule(admin(), { trigger: { type: 'PATTERNS', patternsOptions: { words: ['terrible'] } } });
    expect(statusOf(await write({ body: 'Simply TERRIBLE.' }))).toBe('REJECTED');
  });

  it('is IN_MODERATION by a manual-approval rule that triggers, APPROVED when it does not', async () => {
    await disableSeededRules(admin());
    await createRule(admin(), {
      trigger: { type: 'ATTRIBUTE', attributeOptions: { name: 'rating', values: ['1', '2'] } },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
    });
    expect(statusOf(await write({ rating: 1 }))).toBe('IN_MODERATION');
    expect(statusOf(await write({ rating: 5 }))).toBe('APPROVED');
  });
});

describe('each trigger kind on a new review', () => {
  const onlyRule = async (rule: RuleBody) => {
    await disableSeededRules(admin());
    await createRule(admin(), rule);
  };

  it('word patterns with wildcards and regular expressions read the title and the body', async () => {
    await onlyRule({
      trigger: { type: 'PATTERNS', patternsOptions: { words: ['refund*'], expressions: ['[0-9]{16}'] } },
    });
    expect(statusOf(await asAdmin({ title: 'Refunded at last' }))).toBe('REJECTED');
    expect(statusOf(await asAdmin({ body: 'card 4111111111111111' }))).toBe('REJECTED');
    expect(statusOf(await asAdmin({ body: 'fine product' }))).toBe('APPROVED');
  });

  it('content features: links in the text, photos and videos in the media', async () => {
    await onlyRule({ trigger: { contentFeatures: { links: true } }, action: { type: 'NEEDS_MANUAL_APPROVAL' } });
    expect(statusOf(await asAdmin({ body: 'more at https://spam.example' }))).toBe('IN_MODERATION');
    expect(statusOf(await asAdmin({ body: 'no address here' }))).toBe('APPROVED');
    await onlyRule({ trigger: { contentFeatures: { images: true } } });
    const image = 'wix:image://v1/11062b_abc~mv2.jpg/photo.jpg#originWidth=4&originHeight=3';
    expect(statusOf(await asAdmin({ media: [{ image }] }))).toBe('REJECTED');
    await onlyRule({ trigger: { contentFeatures: { videos: true } } });
    expect(statusOf(await asAdmin({ media: [{ image }] }))).toBe('APPROVED');
    const video =
      'wix:video://v1/11062b_clip~mv2.mp4/clip.mp4#posterUri=11062b_poster~mv2.jpg&posterWidth=4&posterHeight=3';
    expect(statusOf(await asAdmin({ media: [{ video }] }))).toBe('REJECTED');
  });

  it('attachments never trigger on a review (a review has no files)', async () => {
    await onlyRule({ trigger: { contentFeatures: { attachments: true } } });
    expect(statusOf(await asAdmin({ body: 'see attached' }))).toBe('APPROVED');
  });

  it("ALWAYS triggers on every review; SMART on the sandbox's word list", async () => {
    await onlyRule({ trigger: { type: 'SMART' }, action: { type: 'NEEDS_MANUAL_APPROVAL' } });
    expect(statusOf(await asAdmin({ body: `this is a ${SMART_WORDS[0]}` }))).toBe('IN_MODERATION');
    expect(statusOf(await asAdmin({ body: 'honest words' }))).toBe('APPROVED');
    await onlyRule({ trigger: { type: 'ALWAYS' } });
    expect(statusOf(await asAdmin({ body: 'honest words' }))).toBe('REJECTED');
  });

  it('only enabled rules of reviews/stores count', async () => {
    await onlyRule({ namespace: 'comments/other', trigger: { type: 'ALWAYS' } });
    await createRule(admin(), { trigger: { type: 'ALWAYS' }, enabled: false });
    expect(statusOf(await asAdmin())).toBe('APPROVED');
  });
});

describe('bulk create', () => {
  it("applies the site's rules to each review on its own, and a refused one (a second review by one author) leaves nothing", async () => {
    await disableSeededRules(admin());
    await createRule(admin(), {
      trigger: { contentFeatures: { images: true } },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
    });
    const [first, second] = contactsWithoutReview(sandbox.db, site.id, productId, false, 2);
    const image = 'wix:image://v1/11062b_abc~mv2.jpg/photo.jpg#originWidth=4&originHeight=3';
    const before = sandbox.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE site_id = ?').get(site.id) as {
      n: number;
    };
    const { results } = await sdk().reviews.bulkCreateReview([
      {
        namespace: 'stores',
        entityId: productId,
        author: { contactId: first },
        content: contentOf({ media: [{ image }] }),
      },
      {
        namespace: 'stores',
        entityId: productId,
        author: { contactId: second },
        content: contentOf({ body: 'Plain' }),
      },
      {
        namespace: 'stores',
        entityId: productId,
        author: { contactId: second },
        content: contentOf({ body: 'Again' }),
      },
      { namespace: 'stores', entityId: productId, author: { contactId: first }, content: { rating: 9 } },
    ]);
    const [photo, plain, again, invalid] = results!.map((r) => r.itemMetadata!);
    expect(photo!.success && plain!.success).toBe(true);
    expect(statusOf(photo!._id!)).toBe('IN_MODERATION');
    expect(statusOf(plain!._id!)).toBe('APPROVED');
    expect(again).toMatchObject({ success: false, error: { code: 'DUPLICATE_REVIEW' } });
    expect(invalid).toMatchObject({ success: false, error: { code: 'INVALID_ARGUMENT' } });
    // No entity asked for: none answered.
    expect(results!.every((r) => r.review === undefined)).toBe(true);
    const after = sandbox.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE site_id = ?').get(site.id) as {
      n: number;
    };
    expect(after.n - before.n).toBe(2);
  });

  it('refuses an empty or oversized list, and API keys under the identity rules the docs describe', async () => {
    await expect(sdk().reviews.bulkCreateReview([])).rejects.toMatchObject({ details: { validationError: {} } });
    const many = Array.from({ length: 101 }, () => ({
      namespace: 'stores',
      entityId: productId,
      content: { rating: 5 },
    }));
    await expect(sdk().reviews.bulkCreateReview(many)).rejects.toMatchObject({ details: { validationError: {} } });
    await setIdentityRules(sandbox, site.id, 'docs');
    try {
      const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
      await expect(
        sdk().reviews.bulkCreateReview([
          { namespace: 'stores', entityId: productId, author: { contactId }, content: { rating: 5 } },
        ]),
      ).rejects.toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });
      const viaApp = await appClient(sandbox.url, site).reviews.bulkCreateReview([
        { namespace: 'stores', entityId: productId, author: { contactId }, content: { rating: 5 } },
      ]);
      expect(viaApp.bulkActionMetadata?.totalSuccesses).toBe(1);
    } finally {
      await setIdentityRules(sandbox, site.id, 'open');
    }
  });
});

describe('audience and exemptions on a new review', () => {
  it('VISITORS rules skip members, MEMBERS rules skip visitors', async () => {
    await disableSeededRules(admin());
    await createRule(admin(), { audience: { type: 'VISITORS' } });
    expect(statusOf(await asVisitor())).toBe('REJECTED');
    expect(statusOf((await asMember()).reviewId)).toBe('APPROVED');
    // A review the admin writes for a member's contact is that member's.
    expect(statusOf(await asAdmin({}, true))).toBe('APPROVED');
  });

  it('MEMBERS rules take members only', async () => {
    await disableSeededRules(admin());
    await createRule(admin(), { audience: { type: 'MEMBERS' }, action: { type: 'NEEDS_MANUAL_APPROVAL' } });
    expect(statusOf((await asMember()).reviewId)).toBe('IN_MODERATION');
    expect(statusOf(await forCustomer())).toBe('APPROVED');
  });

  it('an exempt member id passes a rule that would stop them', async () => {
    await disableSeededRules(admin());
    const next = approvedMemberWithoutReview(sandbox.db, site.id, productId);
    await createRule(admin(), { exemptions: { memberIds: [next.id] } });
    const { reviewId, memberId } = await asMember();
    expect(memberId).toBe(next.id);
    expect(statusOf(reviewId)).toBe('APPROVED');
    expect(statusOf((await asMember()).reviewId)).toBe('REJECTED');
  });

  it('NEW_MEMBERS: a member who joined within the hours given', async () => {
    await disableSeededRules(admin());
    await createRule(admin(), { audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 24 } } });
    // Seeded members joined long ago.
    expect(statusOf((await asMember()).reviewId)).toBe('APPROVED');
    const joined = await sdk().members.createMember({
      member: { loginEmail: freshEmail(), profile: { nickname: 'Newcomer' } },
    });
    const contactId = joined.contactId!;
    const r = await sdk().reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { rating: 5 },
    });
    expect(statusOf(idOf(r))).toBe('REJECTED');
  });
});

describe('rules are site data', () => {
  it('a site reset puts back the seeded rule and removes the added ones', async () => {
    await disableSeededRules(admin());
    await createRule(admin(), { name: 'Added' });
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
    const rules = await call<{ rules: { name: string; enabled: boolean }[] }>(admin(), 'POST', '/query', {});
    expect(rules.body.rules.map((r) => [r.name, r.enabled])).toEqual([['Hold every new review for approval', true]]);
  });
  it('a site export holds its rules, and an import puts them back', async () => {
    const added = await createRule(admin(), { name: 'Exported' });
    const snap = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/export`)).json()) as {
      tables: Record<string, { id: string }[]>;
    };
    expect(snap.tables.moderation_rules!.map((r) => r.id)).toContain(added.id);
    await call(admin(), 'DELETE', `/${added.id}`);
    const res = await fetch(`${sandbox.url}/_sandbox/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(snap),
    });
    expect(res.status).toBe(200);
    const back = await call<{ rule: { name: string } }>(admin(), 'GET', `/${added.id}`);
    expect(back.body.rule.name).toBe('Exported');
  });
});
