// The rules' handlers against the real sandbox: each write one provider call, the preview's reviews
// two, and the refusals an admin can act on as codes the panel words (the request id kept).
import { describe, expect, it, vi } from 'vitest';
import { clientForSite } from '@/lib/service/connection/site-clients';
import { ServiceError } from '@/lib/service/infra/service-error';
import { deskPage } from '@/lib/service/reviews/review-desk';
import { moderationRulesHandlers as handlers } from '@/lib/service/moderation-rules/handlers';
import { HOLD_PHOTOS as photos } from '../../../contract/moderation-rules-helpers';
import { useSandboxSites } from '../sandbox-site';

const h = useSandboxSites();
const asker = { from: null };
/** The service's own refusal, as it crosses to the panel. */
async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof ServiceError)) throw new Error(`not a service refusal: ${String(e)}`);
  return e.data;
}

describe('the rules handlers', () => {
  it('cost one call each; the preview reads the newest 200 reviews in two', async () => {
    const siteId = h.mine()[0]!.id;
    let mark = await h.mark();
    const { rules } = await handlers['moderationRules.list']({ siteId }, asker);
    expect(rules).toHaveLength(1);
    const made = await handlers['moderationRules.create']({ siteId, rule: photos }, asker);
    const off = await handlers['moderationRules.setEnabled'](
      { siteId, ruleId: made.id, revision: made.revision, enabled: false },
      asker,
    );
    expect(off).toMatchObject({ enabled: false, revision: '2' });
    await handlers['moderationRules.update'](
      { siteId, ruleId: made.id, revision: off.revision, rule: { ...photos, action: 'REJECT' } },
      asker,
    );
    await handlers['moderationRules.delete']({ siteId, ruleId: made.id }, asker);
    expect(await h.callsSince(mark, siteId)).toBe(5);

    h.addWaiting(siteId, 150);
    // The desk's first page made its authors' kinds known: the preview uses them, reading none.
    const desk = await deskPage(
      { siteId, client: await clientForSite(siteId) },
      { filter: {}, sort: 'newest', limit: 10 },
    );
    mark = await h.mark();
    const { reviews } = await handlers['moderationRules.recentReviews']({ siteId }, asker);
    expect(reviews).toHaveLength(200);
    expect(reviews.map((r) => r.createdDate)).toEqual([...reviews.map((r) => r.createdDate)].sort().reverse());
    expect(await h.callsSince(mark, siteId)).toBe(2);
    const kinds = new Map(reviews.map((r) => [r.id, r.authorType]));
    for (const r of desk.reviews) expect(kinds.get(r.id)).toBe(r.authorType);
    expect(desk.reviews.some((r) => r.authorType !== 'UNKNOWN')).toBe(true);
  });

  it('a stale revision is RULE_CHANGED and the 21st rule RULES_FULL, each with its request id', async () => {
    const siteId = h.mine()[0]!.id;
    const made = await handlers['moderationRules.create']({ siteId, rule: photos }, asker);
    await handlers['moderationRules.setEnabled']({ siteId, ruleId: made.id, revision: '1', enabled: false }, asker);
    const stale = await refusal(
      handlers['moderationRules.setEnabled']({ siteId, ruleId: made.id, revision: '1', enabled: true }, asker),
    );
    expect(stale).toMatchObject({ status: 409, code: 'RULE_CHANGED' });
    expect(stale.requestId).toBeTruthy();
    for (let i = 2; i < 20; i++) await handlers['moderationRules.create']({ siteId, rule: photos }, asker);
    const full = await refusal(handlers['moderationRules.create']({ siteId, rule: photos }, asker));
    expect(full).toMatchObject({ status: 428, code: 'RULES_FULL', params: { max: 20 } });
    expect(full.requestId).toBeTruthy();
  });

  it('previews a copy in one call, then copies it: the same left, one of the same name replaced, a resend makes nothing twice', async () => {
    const [, other] = h.mine();
    const siteId = other!.id;
    const hold = { ...photos, name: '', trigger: { type: 'ALWAYS' as const } };
    const links = { ...photos, name: 'Links', trigger: { ...photos.trigger, images: false, links: true } };
    // The other site has its own "Links" rule, which rejects: the copy's holds instead.
    await handlers['moderationRules.create']({ siteId, rule: { ...links, action: 'REJECT' } }, asker);
    let mark = await h.mark();
    const plan = await handlers['moderationRules.copyPlan']({ siteId, rules: [hold, photos, links] }, asker);
    expect(plan).toEqual({ added: 1, replaced: 1, same: 1, count: 2, fits: true });
    expect(await h.callsSince(mark, siteId)).toBe(1);
    mark = await h.mark();
    expect(await handlers['moderationRules.copy']({ siteId, rules: [hold, photos, links] }, asker)).toEqual({
      added: 1,
      replaced: 1,
      same: 1,
    });
    expect(await h.callsSince(mark, siteId)).toBe(3);
    mark = await h.mark();
    expect(await handlers['moderationRules.copy']({ siteId, rules: [hold, photos, links] }, asker)).toEqual({
      added: 0,
      replaced: 0,
      same: 3,
    });
    expect(await h.callsSince(mark, siteId)).toBe(1);
    const { rules } = await handlers['moderationRules.list']({ siteId }, asker);
    expect(rules.map((r) => [r.name, r.trigger.type, r.action])).toEqual([
      ['Hold every new review for approval', 'ALWAYS', 'NEEDS_MANUAL_APPROVAL'],
      ['Links', 'CONTENT_FEATURES', 'NEEDS_MANUAL_APPROVAL'],
      [photos.name, 'CONTENT_FEATURES', 'NEEDS_MANUAL_APPROVAL'],
    ]);
  });

  it('a site without room is refused before anything is made, and a copy failing part-way is undone', async () => {
    const [, other] = h.mine();
    const siteId = other!.id;
    const links = { ...photos, name: 'Links', trigger: { ...photos.trigger, images: false, links: true } };
    const own = await handlers['moderationRules.create']({ siteId, rule: { ...links, action: 'REJECT' } }, asker);
    // Replacing "Links" fails on the provider's side, after the photos rule was made.
    const faults = await fetch(`${h.sandbox.url}/_sandbox/sites/${siteId}/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1, errorStatus: 500, paths: [`/moderation/v1/rules/${own.id}`] }),
    });
    expect(faults.ok).toBe(true);
    await expect(handlers['moderationRules.copy']({ siteId, rules: [photos, links] }, asker)).rejects.toThrow();
    await fetch(`${h.sandbox.url}/_sandbox/sites/${siteId}/faults`, { method: 'DELETE' });
    const after = await handlers['moderationRules.list']({ siteId }, asker);
    expect(after.rules.map((r) => [r.name, r.action])).toEqual([
      ['Hold every new review for approval', 'NEEDS_MANUAL_APPROVAL'],
      ['Links', 'REJECT'],
    ]);

    // The undo failing too: while the copy waits on its replacement (which then fails), another admin
    // deletes the rule it made, so the undo can't. Said: how much is left, and what stopped the copy
    // (its words and request id).
    await fetch(`${h.sandbox.url}/_sandbox/sites/${siteId}/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        latencyMs: 1_000,
        errorRate: 1,
        errorStatus: 500,
        paths: [`/moderation/v1/rules/${own.id}`],
      }),
    });
    const copying = refusal(handlers['moderationRules.copy']({ siteId, rules: [photos, links] }, asker));
    const madeId = await vi.waitFor(
      () => {
        const row = h.sandbox.db
          .prepare(`SELECT id FROM moderation_rules WHERE site_id = ? AND json_extract(doc, '$.name') = ?`)
          .get(siteId, photos.name) as { id: string } | undefined;
        if (!row) throw new Error('the copy has not made the photos rule yet');
        return row.id;
      },
      { timeout: 10_000, interval: 20 },
    );
    await handlers['moderationRules.delete']({ siteId, ruleId: madeId }, asker);
    const left = await copying;
    await fetch(`${h.sandbox.url}/_sandbox/sites/${siteId}/faults`, { method: 'DELETE' });
    expect(left).toMatchObject({ code: 'RULES_COPY_LEFT', params: { count: 1 } });
    expect(left.requestId).toMatch(/\S/);
    expect(String(left.params?.cause)).toMatch(/\S/);

    for (let i = after.rules.length; i < 20; i++)
      await handlers['moderationRules.create']({ siteId, rule: { ...links, name: `Links ${i}` } }, asker);
    const plan = await handlers['moderationRules.copyPlan']({ siteId, rules: [photos] }, asker);
    expect(plan).toMatchObject({ added: 1, count: 20, fits: false });
    const mark = await h.mark();
    const full = await refusal(handlers['moderationRules.copy']({ siteId, rules: [photos] }, asker));
    expect(full).toMatchObject({ status: 428, code: 'RULES_FULL' });
    expect(await h.callsSince(mark, siteId)).toBe(1);
  });
});
