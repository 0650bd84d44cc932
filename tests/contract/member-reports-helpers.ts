// Shared by the member report and follow contract tests: SDK clients with the members social
// modules, as the site admin (API key) and as a logged-in member (hosted login, member tokens).
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll } from 'vitest';
import { memberFollowers, memberReport, members } from '@wix/members';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs, eventsSince, lastEventSeq } from './db-helpers.ts';
import { useSandbox, type Harness } from './harness.ts';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import { sandboxFetch } from './sdk-client.ts';

const MODULES = { memberFollowers, memberReport, members };

export function adminSocialClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: MODULES,
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}
export type AdminSocialClient = ReturnType<typeof adminSocialClient>;

/** A client logged in as `memberId` through the hosted login (the global fetch must be patched). */
export async function memberSocialClient(oauthClientId: string, memberId: string) {
  const login = oauthClient(oauthClientId);
  const flow = await logInMember(login, memberId);
  const tokens = await login.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
  return createClient({ modules: MODULES, auth: OAuthStrategy({ clientId: oauthClientId, tokens }) });
}
export type MemberSocialClient = Awaited<ReturnType<typeof memberSocialClient>>;

/**
 * The site's APPROVED members with no seeded report or follow (seed/member-social.ts), in stored
 * order: tests that count a member's reports or follows start from none.
 */
export function quietMembers(h: Harness<object>): MemberDoc[] {
  const busy = new Set(
    (
      h.sandbox.db
        .prepare(
          `SELECT reported_member_id AS id FROM member_reports WHERE site_id = @site UNION SELECT reporting_member_id FROM member_reports WHERE site_id = @site
           UNION SELECT member_id FROM member_follows WHERE site_id = @site UNION SELECT affected_member_id FROM member_follows WHERE site_id = @site`,
        )
        .all({ site: h.site.id }) as { id: string }[]
    ).map((r) => r.id),
  );
  return docs<MemberDoc>(h.sandbox.db, 'members', h.site.id).filter((m) => m.status === 'APPROVED' && !busy.has(m.id));
}

/**
 * One sandbox for the test file, the admin's client, and logged-in clients of its quiet members by
 * index (`as(i)`, each logged in once); `events(seq, fqdn)` lists the events of one entity since `seq`.
 */
export function useSocialWorld() {
  const h = useSandbox({ client: adminSocialClient });
  const people: MemberDoc[] = [];
  const clients = new Map<string, MemberSocialClient>();
  let restoreFetch: () => void = () => undefined;
  beforeAll(() => {
    restoreFetch = patchGlobalFetch(h.sandbox.url);
    people.push(...quietMembers(h));
  });
  afterAll(() => restoreFetch());
  const id = (i: number): string => people[i]!.id;
  return {
    h,
    admin: h.client,
    people,
    id,
    async as(i: number): Promise<MemberSocialClient> {
      if (!clients.has(id(i))) clients.set(id(i), await memberSocialClient(h.site.oauthClientId, id(i)));
      return clients.get(id(i))!;
    },
    lastSeq: () => lastEventSeq(h.sandbox.db),
    events: (seq: number, fqdn: string) =>
      eventsSince(h.sandbox.db, h.site.id, seq)
        .filter((e) => e.entityFqdn === fqdn)
        .map((e) => ({ slug: e.slug, entityId: e.entityId, body: e.actionEvent?.body })),
  };
}
