// An action on a review of the all-sites inbox costs its write only: the write's answer takes the
// review out of the site's kept waiting list and the site's count down by one (what the panel, the
// site picker and the badge total read), with no check or count again.
import { describe, expect, it } from 'vitest';
import { checkSiteInbox, knownInbox } from '@/lib/service/inbox/inbox';
import { bulkForSite, deleteForSite, moderateForSite, replyForSite } from '@/lib/service/reviews/moderate';
import { inboxStore } from '@/lib/storage';
import { useSandboxSites } from '../sandbox-site';

const h = useSandboxSites();
const PANEL = { page: 'panel-1' };

describe('a write on a review the inbox lists', () => {
  it('costs the write alone, and the kept site follows its answer', async () => {
    const site = h.mine()[0]!;
    const before = await checkSiteInbox(site.id);
    const [first, second, third, fourth] = before.reviews;

    let mark = await h.mark();
    await moderateForSite(site.id, PANEL, first!.id, 'APPROVED');
    expect(await h.callsSince(mark)).toBe(1);
    let kept = (await inboxStore.get(site.id))!;
    expect(kept.count).toBe(before.count - 1);
    expect(kept.reviews.map((r) => r.id)).not.toContain(first!.id);

    // A reply keeps it waiting: listed as it is now, the count unchanged.
    mark = await h.mark();
    await replyForSite(site.id, PANEL, second!.id, 'Thank you!');
    expect(await h.callsSince(mark)).toBe(1);
    kept = (await inboxStore.get(site.id))!;
    expect(kept.count).toBe(before.count - 1);
    expect(kept.reviews.find((r) => r.id === second!.id)?.reply).toBe('Thank you!');

    mark = await h.mark();
    await deleteForSite(site.id, PANEL, third!.id);
    expect(await h.callsSince(mark)).toBe(1);

    // A bulk chunk: its call and the read-back of each review's outcome, nothing more.
    mark = await h.mark();
    await bulkForSite(site.id, PANEL, 'REJECTED', [fourth!.id]);
    expect(await h.callsSince(mark)).toBe(2);

    const [known] = await knownInbox(new Set([site.id]));
    expect(known!.count).toBe(before.count - 3);
    expect(known!.reviews.map((r) => r.id)).toEqual(
      before.reviews.filter((r) => ![first, third, fourth].includes(r)).map((r) => r.id),
    );
    // The next check agrees with what was learnt.
    expect((await checkSiteInbox(site.id)).count).toBe(before.count - 3);
  });

  it('leaves the kept site alone for a review it does not list (not known to have been waiting)', async () => {
    const site = h.mine()[0]!;
    const before = await checkSiteInbox(site.id);
    const approved = h.sandbox.db
      .prepare("SELECT id FROM reviews WHERE site_id = ? AND moderation_status = 'APPROVED' LIMIT 1")
      .get(site.id) as { id: string };
    await moderateForSite(site.id, PANEL, approved.id, 'REJECTED');
    expect((await inboxStore.get(site.id))!.count).toBe(before.count);
  });
});
