// The demo review requests were added to the small seed without changing what was there: the
// dataset minus the requests and the bounced-email marks is the one the older tests were written
// against (its former hash), and every state and failure reason is present on every demo site.
// The same holds for the later additions (extended fields, their values, the showcase contacts; the
// reviews that answered a request, which only gain their `source`).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../../../sandbox/seed/demo-sites.ts';
import { generateDataset } from '../../../../sandbox/seed/generate.ts';

const SMALL_SEED_BEFORE_REVIEW_REQUESTS_SHA256 = 'b831ff6f62865490943b15d4c3b2566dc8adf41ff8cf37ed7c6b1796932a4f4c';

describe('demo review requests', () => {
  it('leave the rest of the small seed as it was (only two emails per site become BOUNCED)', () => {
    const data = generateDataset('small');
    data.sites.forEach((site, i) => {
      // Added later, after the generated rows: extended fields and their values, the showcase contacts.
      const counts = DEMO_SITES[i]!.counts.small;
      site.contacts.splice(counts.members + counts.visitorContacts);
      site.members.splice(counts.members);
      for (const c of site.contacts) c.info.extendedFields.items = {};
      for (const r of site.reviews) delete r.source;
      delete (site as { extendedFields?: unknown }).extendedFields;
      // Added later still: the demo folders and the files in them (seed/media-folders.ts).
      site.media = site.media.filter((f) => f.parentFolderId === 'media-root');
      delete (site as { mediaFolders?: unknown }).mediaFolders;
      // And the CRM tasks (seed/tasks.ts, tasks-seed.test.ts).
      delete (site as { tasks?: unknown }).tasks;
      // And the demo member reports and follows (seed/member-social.ts).
      delete (site as { memberReports?: unknown }).memberReports;
      delete (site as { memberFollows?: unknown }).memberFollows;
    });
    for (const site of data.sites) {
      const bounced = site.contacts.filter((c) => c.primaryEmail?.deliverabilityStatus === 'BOUNCED');
      expect(bounced).toHaveLength(2);
      for (const c of bounced) c.primaryEmail!.deliverabilityStatus = 'VALID';
      delete (site as { reviewRequests?: unknown }).reviewRequests;
    }
    expect(createHash('sha256').update(JSON.stringify(data)).digest('hex')).toBe(
      SMALL_SEED_BEFORE_REVIEW_REQUESTS_SHA256,
    );
  });

  it('cover every state and failure reason on every site, failures matching their contact', () => {
    for (const site of generateDataset('small').sites) {
      const byId = new Map(site.contacts.map((c) => [c.id, c]));
      expect(new Set(site.reviewRequests.map((r) => r.status))).toEqual(
        new Set(['SCHEDULED', 'SENT', 'CANCELED', 'FAILED']),
      );
      expect(new Set(site.reviewRequests.flatMap((r) => (r.failedOptions ? [r.failedOptions.reason] : [])))).toEqual(
        new Set(['BOUNCED', 'SUBSCRIPTION_INACTIVE', 'ACTIVATION_FAILED']),
      );
      for (const r of site.reviewRequests.filter((x) => x.failedOptions?.reason === 'BOUNCED')) {
        expect(byId.get(r.recipient.contactId)?.primaryEmail?.deliverabilityStatus).toBe('BOUNCED');
      }
      for (const r of site.reviewRequests.filter((x) => x.status === 'SCHEDULED'))
        expect(Date.parse(r.sendDate)).toBeGreaterThan(Date.parse('2027-09-30'));
    }
  });

  it('hold reviews that answered a request: sent to their author for their item before they were written, linked both ways', () => {
    for (const site of generateDataset('small').sites) {
      const answered = site.reviews.filter((r) => r.source);
      expect(answered).toHaveLength(3);
      expect(answered.some((r) => r.moderation.moderationStatus === 'IN_MODERATION')).toBe(true);
      expect(answered.some((r) => r.moderation.moderationStatus === 'APPROVED')).toBe(true);
      const byId = new Map(site.reviewRequests.map((q) => [q.id, q]));
      for (const r of answered) {
        expect(r.source!.type).toBe('REVIEW_REQUEST');
        const request = byId.get(r.source!.reviewRequestOptions.id)!;
        expect(request).toMatchObject({
          status: 'SENT',
          recipient: { contactId: r.author.contactId },
          items: [{ catalogItemId: r.entityId, reviewId: r.id }],
        });
        expect(Date.parse(request.sendDate)).toBeLessThan(Date.parse(r.createdDate));
        const author = site.contacts.find((c) => c.id === r.author.contactId)!;
        expect(author.primaryEmail?.deliverabilityStatus).not.toBe('BOUNCED');
        expect(author.primaryEmail?.subscriptionStatus).not.toBe('UNSUBSCRIBED');
      }
      // Only those requests name a review.
      expect(site.reviewRequests.filter((q) => q.items.some((i) => i.reviewId))).toHaveLength(3);
    }
  });
});
