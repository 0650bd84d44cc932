// Moderation Rules v1 through the SDK client's fetchWithAuth: every call, the rule's documented
// fields and limits, the revision check, the 20 rules a namespace, who may call, the events, and
// Check Content on each trigger kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleDoc, Violation } from '../../sandbox/domains/moderation-rules/rule-doc.ts';
import { SMART_WORDS } from '../../sandbox/domains/moderation-rules/smart.ts';
import { appClient } from './app-client.ts';
import { useSandbox } from './harness.ts';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import {
  adminClient,
  appCode,
  call,
  createRule,
  ruleBody,
  rulesOf,
  violationFields,
  type RuleBody,
  setIdentityRules,
} from './moderation-rules-helpers.ts';
import { approvedMemberWithoutReview, eventsSince, lastEventSeq, slugs, UNKNOWN_ID } from './reviews-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const admin = () => adminClient(sandbox, site);

let restoreFetch: () => void;
beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
});
afterAll(() => restoreFetch());

describe('the seeded rule', () => {
  it('every demo site holds every new review for approval with one enabled ALWAYS rule', async () => {
    const rules = await rulesOf(admin());
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      namespace: 'reviews/stores',
      name: 'Hold every new review for approval',
      audience: { type: 'MEMBERS_AND_VISITORS' },
      trigger: { type: 'ALWAYS' },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
      enabled: true,
      revision: '1',
    });
  });
});

describe('Create, Get, Update, Delete', () => {
  it('creates a rule with every field, answers it whole, records created, and Get returns the same', async () => {
    const seq = lastEventSeq(sandbox.db);
    const memberId = '5a0d36f4-5d86-4b3f-9b9c-2f6a4c1e0a11';
    const rule = await createRule(admin(), {
      name: 'No new members with links',
      audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 48 } },
      trigger: { type: 'CONTENT_FEATURES', contentFeaturesOptions: { links: true } },
      exemptions: { memberIds: [memberId], memberGroups: ['trusted'] },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
      extendedFields: { namespaces: { '@acme/app': { note: 'x' } } },
    });
    expect(rule).toMatchObject({
      revision: '1',
      namespace: 'reviews/stores',
      name: 'No new members with links',
      audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 48 } },
      trigger: {
        type: 'CONTENT_FEATURES',
        contentFeaturesOptions: { links: true, images: false, videos: false, attachments: false },
      },
      exemptions: { memberIds: [memberId], memberGroups: ['trusted'] },
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
      enabled: true,
      extendedFields: { namespaces: { '@acme/app': { note: 'x' } } },
    });
    expect(rule.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rule.createdDate).toBe(rule.updatedDate);
    const got = await call<{ rule: RuleDoc }>(admin(), 'GET', `/${rule.id}`);
    expect(got.status).toBe(200);
    expect(got.body.rule).toEqual(rule);
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual(['wix.moderation.v1.rule/created']);
    expect(events[0]!.createdEvent?.entity).toEqual(rule);
  });

  it("takes the REST examples' trigger shape (no type) and answers the schema's", async () => {
    const links = await createRule(admin(), {
      trigger: { contentFeatures: { videos: false, images: false, links: true } },
    });
    expect(links.trigger).toEqual({
      type: 'CONTENT_FEATURES',
      contentFeaturesOptions: { videos: false, images: false, links: true, attachments: false },
    });
    const rating = await createRule(admin(), { trigger: { attribute: { name: 'rating', values: [1, 2] } } });
    expect(rating.trigger).toEqual({ type: 'ATTRIBUTE', attributeOptions: { name: 'rating', values: ['1', '2'] } });
    const words = await createRule(admin(), { trigger: { patterns: { words: ['spam*'] } } });
    expect(words.trigger).toEqual({ type: 'PATTERNS', patternsOptions: { words: ['spam*'] } });
    const smart = await createRule(admin(), { trigger: { type: 'SMART' } });
    expect(smart.trigger).toEqual({ type: 'SMART' });
  });

  it('an absent `enabled` is true; an absent name or exemptions stay absent', async () => {
    const { enabled: _e, name: _n, ...body } = ruleBody();
    const a = await call<{ rule: RuleDoc }>(admin(), 'POST', '', { rule: body });
    expect(a.status).toBe(200);
    expect(a.body.rule.enabled).toBe(true);
    expect(a.body.rule).not.toHaveProperty('name');
    expect(a.body.rule).not.toHaveProperty('exemptions');
  });

  it('updates with the current revision: merges the given fields, revision + 1 as a string, records updated', async () => {
    const rule = await createRule(admin(), { name: 'Before' });
    const seq = lastEventSeq(sandbox.db);
    const a = await call<{ rule: RuleDoc }>(admin(), 'PATCH', `/${rule.id}`, {
      rule: {
        id: rule.id,
        revision: rule.revision,
        name: 'After',
        trigger: { type: 'PATTERNS', patternsOptions: { expressions: ['\\d{4}'] } },
      },
    });
    expect(a.status).toBe(200);
    expect(a.body.rule).toMatchObject({
      id: rule.id,
      revision: '2',
      name: 'After',
      createdDate: rule.createdDate,
      audience: rule.audience,
      action: rule.action,
      trigger: { type: 'PATTERNS', patternsOptions: { expressions: ['\\d{4}'] } },
    });
    expect(Date.parse(a.body.rule.updatedDate)).toBeGreaterThanOrEqual(Date.parse(rule.updatedDate));
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual(['wix.moderation.v1.rule/updated']);
    const again = await call<{ rule: RuleDoc }>(admin(), 'PATCH', `/${rule.id}`, {
      rule: { revision: 2, enabled: false },
    });
    expect(again.body.rule).toMatchObject({ revision: '3', enabled: false, name: 'After' });
  });

  it('refuses a stale revision (409 REVISION_MISMATCH) and an update without one (400)', async () => {
    const rule = await createRule(admin());
    await call(admin(), 'PATCH', `/${rule.id}`, { rule: { revision: '1', name: 'One' } });
    const stale = await call(admin(), 'PATCH', `/${rule.id}`, { rule: { revision: '1', name: 'Two' } });
    expect(stale.status).toBe(409);
    expect(appCode(stale)).toBe('REVISION_MISMATCH');
    expect(stale.requestId).toBeTruthy();
    const missing = await call(admin(), 'PATCH', `/${rule.id}`, { rule: { name: 'Two' } });
    expect(missing.status).toBe(400);
    expect(violationFields(missing)).toEqual(['rule.revision']);
    const got = await call<{ rule: RuleDoc }>(admin(), 'GET', `/${rule.id}`);
    expect(got.body.rule).toMatchObject({ name: 'One', revision: '2' });
  });

  it('deletes: answers {}, records deleted with the rule, and the rule is gone (404 after)', async () => {
    const rule = await createRule(admin());
    const seq = lastEventSeq(sandbox.db);
    const a = await call(admin(), 'DELETE', `/${rule.id}`);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({});
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual(['wix.moderation.v1.rule/deleted']);
    expect(events[0]!.deletedEvent?.deletedEntity).toEqual(rule);
    expect((await call(admin(), 'GET', `/${rule.id}`)).status).toBe(404);
  });

  it('an unknown rule is 404 NOT_FOUND on get, update and delete; a malformed id is 400', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { rule: { revision: '1' } }],
      ['DELETE', undefined],
    ] as const) {
      const a = await call(admin(), method, `/${UNKNOWN_ID}`, body);
      expect(a.status, method).toBe(404);
      expect(appCode(a)).toBe('NOT_FOUND');
    }
    const bad = await call(admin(), 'GET', '/not-a-guid');
    expect(bad.status).toBe(400);
    expect(violationFields(bad)).toEqual(['ruleId']);
  });
});

describe('validation', () => {
  const refused = async (rule: RuleBody, field: string) => {
    const a = await call(admin(), 'POST', '', { rule });
    expect(a.status, JSON.stringify(rule)).toBe(400);
    expect(violationFields(a)).toContain(field);
    expect(a.requestId).toBeTruthy();
  };

  it('namespace 1–120 characters, name at most 120', async () => {
    await refused(ruleBody({ namespace: '' }), 'rule.namespace');
    await refused(ruleBody({ namespace: 'n'.repeat(121) }), 'rule.namespace');
    await createRule(admin(), { namespace: 'n'.repeat(120), name: 'x'.repeat(120) });
    await refused(ruleBody({ name: 'x'.repeat(121) }), 'rule.name');
  });

  it('namespace, audience, trigger and action are required', async () => {
    for (const field of ['namespace', 'audience', 'trigger', 'action']) {
      const { [field]: _gone, ...rule } = ruleBody();
      await refused(rule, `rule.${field}`);
    }
    const a = await call(admin(), 'POST', '', {});
    expect(a.status).toBe(400);
  });

  it('audience, action and trigger types are the documented ones; NEW_MEMBERS needs its duration', async () => {
    await refused(ruleBody({ audience: { type: 'EVERYONE' } }), 'rule.audience.type');
    await refused(ruleBody({ audience: { type: 'NEW_MEMBERS' } }), 'rule.audience.newMembersOptions.durationInHours');
    await refused(
      ruleBody({ audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 0 } } }),
      'rule.audience.newMembersOptions.durationInHours',
    );
    await refused(ruleBody({ action: { type: 'DELETE' } }), 'rule.action.type');
    await refused(ruleBody({ trigger: { type: 'KEYWORD_PRESETS' } }), 'rule.trigger.type');
    await refused(ruleBody({ trigger: {} }), 'rule.trigger.type');
  });

  it('a trigger has one kind and usable options', async () => {
    await refused(
      ruleBody({ trigger: { type: 'ALWAYS', patternsOptions: { words: ['x'] } } }),
      'rule.trigger.patternsOptions',
    );
    await refused(
      ruleBody({ trigger: { patterns: { words: ['x'] }, contentFeatures: { links: true } } }),
      'rule.trigger.contentFeatures',
    );
    await refused(ruleBody({ trigger: { type: 'PATTERNS' } }), 'rule.trigger.patternsOptions');
    await refused(ruleBody({ trigger: { type: 'PATTERNS', patternsOptions: {} } }), 'rule.trigger.patternsOptions');
    await refused(
      ruleBody({ trigger: { type: 'PATTERNS', patternsOptions: { expressions: ['(unclosed'] } } }),
      'rule.trigger.patternsOptions.expressions[0]',
    );
    await refused(
      ruleBody({ trigger: { type: 'CONTENT_FEATURES', contentFeaturesOptions: { links: false } } }),
      'rule.trigger.contentFeaturesOptions',
    );
    await refused(
      ruleBody({ trigger: { type: 'ATTRIBUTE', attributeOptions: { name: 'rating', values: [] } } }),
      'rule.trigger.attributeOptions.values',
    );
  });

  it('an update is validated like a create', async () => {
    const rule = await createRule(admin());
    const a = await call(admin(), 'PATCH', `/${rule.id}`, { rule: { revision: '1', audience: { type: 'NOBODY' } } });
    expect(a.status).toBe(400);
    expect(violationFields(a)).toContain('rule.audience.type');
  });
});

describe('20 rules a namespace', () => {
  it('the 21st create is refused with 428 FAILED_PRECONDITION; another namespace still has room', async () => {
    // The seed's rule is the first of reviews/stores.
    for (let i = 2; i <= 20; i++) await createRule(admin(), { name: `Rule ${i}` });
    const a = await call(admin(), 'POST', '', { rule: ruleBody({ name: 'Rule 21' }) });
    expect(a.status).toBe(428);
    expect(appCode(a)).toBe('FAILED_PRECONDITION');
    expect((await rulesOf(admin())).length).toBe(20);
    const other = await createRule(admin(), { namespace: 'comments/14bcded7-0066-7c35-14d7-466cb3f09103' });
    // Moving a rule into a full namespace is refused the same way.
    const move = await call(admin(), 'PATCH', `/${other.id}`, { rule: { revision: '1', namespace: 'reviews/stores' } });
    expect(move.status).toBe(428);
  });
});

describe('Query Rules', () => {
  it('filters by namespace, enabled and id; sorts by the dates; defaults to createdDate ASC', async () => {
    const a = await createRule(admin(), { namespace: 'comments/a', name: 'a' });
    const b = await createRule(admin(), { namespace: 'comments/a', name: 'b', enabled: false });
    const c = await createRule(admin(), { namespace: 'comments/b', name: 'c' });
    const ids = (r: { rules: RuleDoc[] }) => r.rules.map((x) => x.id);
    const q = (query: unknown) => call<{ rules: RuleDoc[] }>(admin(), 'POST', '/query', { query });
    expect(ids((await q({ filter: { namespace: 'comments/a' } })).body)).toEqual([a.id, b.id]);
    expect(
      ids((await q({ filter: { namespace: { $in: ['comments/a', 'comments/b'] }, enabled: true } })).body),
    ).toEqual([a.id, c.id]);
    expect(ids((await q({ filter: { enabled: { $ne: true }, namespace: { $ne: 'reviews/stores' } } })).body)).toEqual([
      b.id,
    ]);
    expect(ids((await q({ filter: { id: c.id } })).body)).toEqual([c.id]);
    const desc = await q({ filter: { namespace: { $startsWith: 'comments/' } } });
    expect(desc.status).toBe(400);
    const sorted = await q({
      filter: { namespace: { $in: ['comments/a', 'comments/b'] } },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    });
    expect(ids(sorted.body)).toEqual([c.id, b.id, a.id]);
    const all = await q(undefined);
    expect(all.body.rules[0]!.name).toBe('Hold every new review for approval');
  });

  it('pages with cursors (limit, next) and with offset paging; refuses what the table does not allow', async () => {
    for (let i = 0; i < 5; i++) await createRule(admin(), { namespace: 'comments/p', name: `p${i}` });
    const first = await call<{
      rules: RuleDoc[];
      pagingMetadata: { count: number; hasNext: boolean; cursors: { next: string | null } };
    }>(admin(), 'POST', '/query', { query: { filter: { namespace: 'comments/p' }, cursorPaging: { limit: 2 } } });
    expect(first.body.rules.map((r) => r.name)).toEqual(['p0', 'p1']);
    expect(first.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await call<{ rules: RuleDoc[] }>(admin(), 'POST', '/query', {
      query: { cursorPaging: { limit: 2, cursor: first.body.pagingMetadata.cursors.next } },
    });
    expect(second.body.rules.map((r) => r.name)).toEqual(['p2', 'p3']);
    const offset = await call<{ rules: RuleDoc[] }>(admin(), 'POST', '/query', {
      query: { filter: { namespace: 'comments/p' }, paging: { limit: 2, offset: 4 } },
    });
    expect(offset.body.rules.map((r) => r.name)).toEqual(['p4']);
    for (const query of [
      { filter: { name: 'p1' } },
      { filter: { enabled: { $gt: true } } },
      { sort: [{ fieldName: 'namespace' }] },
      { cursorPaging: { limit: 1001 } },
      { cursorPaging: { cursor: 'garbage' } },
    ]) {
      const a = await call(admin(), 'POST', '/query', { query });
      expect(a.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('who may call', () => {
  it('an app token may (a Wix app identity)', async () => {
    const app = appClient(sandbox.url, site);
    const a = await call<{ rule: RuleDoc }>(app, 'POST', '', { rule: ruleBody({ name: 'By the app' }) });
    expect(a.status).toBe(200);
    expect((await call(app, 'GET', `/${a.body.rule.id}`)).status).toBe(200);
  });

  it('a visitor or a member token is refused every call (403 PERMISSION_DENIED)', async () => {
    const rule = (await rulesOf(admin()))[0]!;
    const visitor = oauthClient(site.oauthClientId);
    await visitor.auth.generateVisitorTokens();
    const member = oauthClient(site.oauthClientId);
    const flow = await logInMember(member, approvedMemberWithoutReview(sandbox.db, site.id, UNKNOWN_ID).id);
    member.auth.setTokens(await member.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
    for (const who of [visitor, member]) {
      for (const [method, path, body] of [
        ['POST', '', { rule: ruleBody() }],
        ['GET', `/${rule.id}`, undefined],
        ['PATCH', `/${rule.id}`, { rule: { revision: rule.revision, enabled: false } }],
        ['DELETE', `/${rule.id}`, undefined],
        ['POST', '/query', {}],
        ['POST', '/check', { namespace: 'reviews/stores', content: { plainText: 'hi' } }],
      ] as const) {
        const a = await call(who, method, path, body);
        expect(a.status, `${method} ${path}`).toBe(403);
        expect(appCode(a)).toBe('PERMISSION_DENIED');
      }
    }
    expect((await rulesOf(admin()))[0]).toEqual(rule);
  });

  it("under the site's 'docs' identity rules an API key is refused (403) and the app still may", async () => {
    await setIdentityRules(sandbox, site.id, 'docs');
    try {
      const refused = await call(admin(), 'POST', '/query', {});
      expect(refused.status).toBe(403);
      expect(appCode(refused)).toBe('PERMISSION_DENIED');
      expect((await call(appClient(sandbox.url, site), 'POST', '/query', {})).status).toBe(200);
    } finally {
      await setIdentityRules(sandbox, site.id, 'open');
    }
  });

  it('no credentials: 401', async () => {
    const res = await fetch(`${sandbox.url}/moderation/v1/rules/query`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});

describe('Check Content', () => {
  const check = async (content: unknown, namespace = 'comments/check') =>
    call<{ violations: Violation[] }>(admin(), 'POST', '/check', { namespace, content });
  const ruleIds = (a: { body: { violations: Violation[] } }) => a.body.violations.map((v) => v.ruleId);

  it('words with * wildcards match whole words in any case; expressions as written', async () => {
    const ns = { namespace: 'comments/check' };
    const exact = await createRule(admin(), {
      ...ns,
      trigger: { type: 'PATTERNS', patternsOptions: { words: ['spam'] } },
    });
    const prefix = await createRule(admin(), {
      ...ns,
      trigger: { type: 'PATTERNS', patternsOptions: { words: ['cheap*'] } },
    });
    const middle = await createRule(admin(), {
      ...ns,
      action: { type: 'NEEDS_MANUAL_APPROVAL' },
      trigger: { type: 'PATTERNS', patternsOptions: { words: ['sp*m'] } },
    });
    const regex = await createRule(admin(), {
      ...ns,
      trigger: { type: 'PATTERNS', patternsOptions: { expressions: ['\\b\\d{3}-\\d{4}\\b'] } },
    });
    expect(ruleIds(await check({ plainText: 'Such SPAM here' }))).toEqual([exact.id, middle.id]);
    expect(ruleIds(await check({ plainText: 'no spammers' }))).toEqual([]);
    expect(ruleIds(await check({ plainText: 'Cheapest deal' }))).toEqual([prefix.id]);
    expect(ruleIds(await check({ plainText: 'spim' }))).toEqual([middle.id]);
    expect(ruleIds(await check({ plainText: 'call 555-1234' }))).toEqual([regex.id]);
    // Rich content's text nodes are read as text.
    const richText = {
      richContent: { nodes: [{ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: 'cheapo' } }] }] },
    };
    expect(ruleIds(await check(richText))).toEqual([prefix.id]);
    const answer = await check({ plainText: 'spam' });
    expect(answer.body.violations).toEqual([
      { ruleId: exact.id, action: { type: 'REJECT' } },
      { ruleId: middle.id, action: { type: 'NEEDS_MANUAL_APPROVAL' } },
    ]);
  });

  it('content features: images, videos, links, attachments in rich content; links in plain text', async () => {
    const ns = 'comments/features';
    const feature = (f: string) =>
      createRule(admin(), {
        namespace: ns,
        trigger: { type: 'CONTENT_FEATURES', contentFeaturesOptions: { [f]: true } },
      });
    const images = await feature('images');
    const videos = await feature('videos');
    const links = await feature('links');
    const attachments = await feature('attachments');
    const para = (text: string, decorations: unknown[] = []) => ({
      type: 'PARAGRAPH',
      nodes: [{ type: 'TEXT', textData: { text, decorations } }],
    });
    const rich = (...nodes: unknown[]) => ({ richContent: { nodes } });
    expect(ruleIds(await check(rich(para('plain words')), ns))).toEqual([]);
    expect(ruleIds(await check(rich({ type: 'IMAGE', imageData: {} }), ns))).toEqual([images.id]);
    expect(ruleIds(await check(rich({ type: 'GALLERY', galleryData: {} }), ns))).toEqual([images.id]);
    expect(ruleIds(await check(rich({ type: 'VIDEO', videoData: {} }), ns))).toEqual([videos.id]);
    expect(ruleIds(await check(rich({ type: 'FILE', fileData: {} }), ns))).toEqual([attachments.id]);
    expect(ruleIds(await check(rich(para('see', [{ type: 'LINK', linkData: {} }])), ns))).toEqual([links.id]);
    expect(ruleIds(await check({ plainText: 'visit https://example.com now' }, ns))).toEqual([links.id]);
    expect(ruleIds(await check({ plainText: 'visit www.example.com' }, ns))).toEqual([links.id]);
    expect(ruleIds(await check({ plainText: 'visit example.com' }, ns))).toEqual([]);
  });

  it('attribute: one name, any of its values', async () => {
    const ns = 'comments/attr';
    const low = await createRule(admin(), {
      namespace: ns,
      trigger: { type: 'ATTRIBUTE', attributeOptions: { name: 'rating', values: ['1', '2'] } },
    });
    expect(ruleIds(await check({ attributes: [{ name: 'rating', value: '2' }] }, ns))).toEqual([low.id]);
    expect(ruleIds(await check({ attributes: [{ name: 'rating', value: '4' }] }, ns))).toEqual([]);
    expect(ruleIds(await check({ attributes: [{ name: 'stars', value: '1' }] }, ns))).toEqual([]);
  });

  it('ALWAYS triggers on anything; SMART on the sandbox word list; disabled rules and other namespaces do not count', async () => {
    const ns = 'comments/always';
    const always = await createRule(admin(), { namespace: ns, trigger: { type: 'ALWAYS' } });
    const smart = await createRule(admin(), { namespace: ns, trigger: { type: 'SMART' } });
    await createRule(admin(), { namespace: ns, trigger: { type: 'ALWAYS' }, enabled: false });
    await createRule(admin(), { namespace: 'comments/elsewhere', trigger: { type: 'ALWAYS' } });
    expect(ruleIds(await check({}, ns))).toEqual([always.id]);
    expect(ruleIds(await check({ plainText: `what a ${SMART_WORDS[1]!.toUpperCase()}!` }, ns))).toEqual([
      always.id,
      smart.id,
    ]);
  });

  it('audience and exemptions: the author is the given member, else a visitor', async () => {
    const ns = 'comments/audience';
    const member = approvedMemberWithoutReview(sandbox.db, site.id, UNKNOWN_ID);
    const visitors = await createRule(admin(), { namespace: ns, audience: { type: 'VISITORS' } });
    const members = await createRule(admin(), { namespace: ns, audience: { type: 'MEMBERS' } });
    const exempt = await createRule(admin(), { namespace: ns, exemptions: { memberIds: [member.id] } });
    const groups = await createRule(admin(), { namespace: ns, exemptions: { memberGroups: ['vip'] } });
    const fresh = await createRule(admin(), {
      namespace: ns,
      audience: { type: 'NEW_MEMBERS', newMembersOptions: { durationInHours: 1 } },
    });
    expect(ruleIds(await check({ plainText: 'x' }, ns))).toEqual([visitors.id, exempt.id, groups.id]);
    expect(ruleIds(await check({ plainText: 'x', memberId: member.id }, ns))).toEqual([members.id, groups.id]);
    expect(ruleIds(await check({ plainText: 'x', memberId: member.id, memberGroups: ['vip'] }, ns))).toEqual([
      members.id,
    ]);
    // The seeded member joined long before now: not new.
    expect(ruleIds(await check({ plainText: 'x', memberId: member.id }, ns))).not.toContain(fresh.id);
  });

  it('validates the request: namespace required, content fields typed', async () => {
    const a = await call(admin(), 'POST', '/check', { content: { plainText: 'x' } });
    expect(a.status).toBe(400);
    expect(violationFields(a)).toEqual(['namespace']);
    const b = await call(admin(), 'POST', '/check', { namespace: 'x', content: { attributes: 'rating' } });
    expect(b.status).toBe(400);
    expect(violationFields(b)).toEqual(['content.attributes']);
  });
});
