// The current member's calls through the official SDK with member tokens from the hosted login:
// getCurrentMember, updateCurrentMemberSlug, joinCommunity, leaveCommunity, deleteMyMember.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../sandbox/domains/contacts/contact-doc.ts';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs } from './db-helpers.ts';
import { logInMember, oauthClient, patchGlobalFetch, type OAuthClient } from './identity-oauth-client.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, site } = useSandbox();
let restoreFetch: () => void;

beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
});
afterAll(() => restoreFetch());

const members = () => docs<MemberDoc>(sandbox.db, 'members', site.id);
const memberRow = (id: string) => members().find((m) => m.id === id);
const approved = (i: number) => members().filter((m) => m.status === 'APPROVED')[i]!;

interface EventRow {
  entity_fqdn: string;
  slug: string;
  entity_id: string;
}
const eventsSince = (seq: number) =>
  sandbox.db
    .prepare('SELECT entity_fqdn, slug, entity_id FROM events WHERE site_id = ? AND seq > ? ORDER BY seq')
    .all(site.id, seq) as EventRow[];
const lastSeq = () => (sandbox.db.prepare('SELECT COALESCE(MAX(seq), 0) AS s FROM events').get() as { s: number }).s;

async function memberClient(memberId: string): Promise<OAuthClient> {
  const client = oauthClient(site.oauthClientId);
  const flow = await logInMember(client, memberId);
  client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
  return client;
}

describe('getCurrentMember', () => {
  it('returns the logged-in member, PUBLIC by default and FULL on request', async () => {
    const target = approved(0);
    const client = await memberClient(target.id);
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(target.id);
    expect(member?.loginEmail).toBeUndefined();
    expect(member?.status).toBe('UNKNOWN');
    const full = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(full.member?.loginEmail).toBe(target.loginEmail);
    expect(full.member?.status).toBe('APPROVED');
  });
});

describe('updateCurrentMemberSlug', () => {
  it('changes the slug, records member updated, and answers 409 for a slug of another member', async () => {
    const target = approved(1);
    const client = await memberClient(target.id);
    const seq = lastSeq();
    const res = await client.members.updateCurrentMemberSlug('my-new-slug');
    expect(res.member?.profile?.slug).toBe('my-new-slug');
    expect(memberRow(target.id)?.profile.slug).toBe('my-new-slug');
    expect(eventsSince(seq)).toContainEqual({
      entity_fqdn: 'wix.members.v1.member',
      slug: 'updated',
      entity_id: target.id,
    });

    const taken = approved(2).profile.slug;
    const e = await sdkError(client.members.updateCurrentMemberSlug(taken));
    expect(e.status).toBe(409);
    expect(e.details.applicationError?.code).toBe('SLUG_ALREADY_EXISTS');
    expect(e.details.applicationError?.data).toEqual({ slug: taken });

    const bad = await sdkError(client.members.updateCurrentMemberSlug('has space'));
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['slug']);
  });
});

describe('joinCommunity / leaveCommunity', () => {
  it('sets privacyStatus PUBLIC / PRIVATE and records member updated', async () => {
    const target = members().find((m) => m.status === 'APPROVED' && m.privacyStatus === 'PRIVATE')!;
    const client = await memberClient(target.id);
    const seq = lastSeq();
    const joined = await client.members.joinCommunity();
    expect(joined.member?.privacyStatus).toBe('PUBLIC');
    expect(memberRow(target.id)?.privacyStatus).toBe('PUBLIC');
    const left = await client.members.leaveCommunity();
    expect(left.member?.privacyStatus).toBe('PRIVATE');
    expect(memberRow(target.id)?.privacyStatus).toBe('PRIVATE');
    const memberEvents = eventsSince(seq).filter((e) => e.entity_fqdn === 'wix.members.v1.member');
    expect(memberEvents).toEqual([
      { entity_fqdn: 'wix.members.v1.member', slug: 'updated', entity_id: target.id },
      { entity_fqdn: 'wix.members.v1.member', slug: 'updated', entity_id: target.id },
    ]);
  });
});

describe('deleteMyMember', () => {
  it('validates contentAssigneeId, deletes the member, keeps its contact and logs it out', async () => {
    const target = approved(3);
    const client = await memberClient(target.id);
    const self = await sdkError(client.members.deleteMyMember({ contentAssigneeId: target.id }));
    expect(self.status).toBe(400);
    expect(self.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['options.contentAssigneeId']);
    const stranger = await sdkError(
      client.members.deleteMyMember({ contentAssigneeId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(stranger.status).toBe(400);

    const seq = lastSeq();
    await client.members.deleteMyMember({ contentAssigneeId: approved(4).id });
    expect(memberRow(target.id)).toBeUndefined();
    const row = sandbox.db
      .prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?')
      .get(site.id, target.contactId) as { doc: string };
    const contact = JSON.parse(row.doc) as ContactDoc;
    expect(contact.memberInfo?.status).toBe('DELETED');
    expect(eventsSince(seq)).toContainEqual({
      entity_fqdn: 'wix.members.v1.member',
      slug: 'deleted',
      entity_id: target.id,
    });

    const after = await sdkError(client.members.getCurrentMember());
    expect(after.status).toBe(401);
    expect(after.details.applicationError?.code).toBe('UNAUTHENTICATED');
  });
});

describe('who may call them', () => {
  it('403 PERMISSION_DENIED for a visitor, for every "my" call', async () => {
    const visitor = oauthClient(site.oauthClientId);
    const calls = [
      visitor.members.getCurrentMember(),
      visitor.members.updateCurrentMemberSlug('visitor-slug'),
      visitor.members.joinCommunity(),
      visitor.members.leaveCommunity(),
      visitor.members.deleteMyMember(),
    ];
    for (const call of calls) {
      const e = await sdkError(call);
      expect(e.status).toBe(403);
      expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
    }
  });

  it('403 for an API key (no current member), while /:id stays the members domain’s (route order)', async () => {
    const admin = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    const e = await sdkError(admin.members.getCurrentMember());
    expect(e.status).toBe(403);
    expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
    const other = approved(6);
    expect((await admin.members.getMember(other.id))._id).toBe(other.id);
  });
});
