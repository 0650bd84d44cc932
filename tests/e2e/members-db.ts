import type { SandboxHandle } from '../../sandbox/server';

/** The sandbox's members, read straight from its database (what the members e2e tests assert). */
export interface StoredMember {
  id: string;
  status: string;
  activityStatus: string;
  privacyStatus: string;
  nickname: string;
  slug: string;
}

export function storedMembers(sandbox: SandboxHandle, siteId: string): StoredMember[] {
  return (
    sandbox.db.prepare('SELECT doc FROM members WHERE site_id = ? ORDER BY id').all(siteId) as Array<{ doc: string }>
  ).map((r) => {
    const d = JSON.parse(r.doc) as {
      id: string;
      status: string;
      activityStatus: string;
      privacyStatus: string;
      profile: { nickname: string; slug: string };
    };
    return {
      id: d.id,
      status: d.status,
      activityStatus: d.activityStatus,
      privacyStatus: d.privacyStatus,
      nickname: d.profile.nickname,
      slug: d.profile.slug,
    };
  });
}

export const storedMember = (sandbox: SandboxHandle, siteId: string, id: string): StoredMember | undefined =>
  storedMembers(sandbox, siteId).find((m) => m.id === id);
