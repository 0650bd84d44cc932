// The current member's own calls (base /members/v1/members, registered before the members domain
// so `/my` is not taken for a member id): GetMyMember, DeleteMyMember, UpdateMySlug, JoinCommunity,
// LeaveCommunity. Only a member token has a current member: visitors and API keys get 403.
import { Hono, type Context } from 'hono';
import { requireMember } from '../../http/auth.ts';
import { applicationError, notFound, validationError } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import type { Db } from '../../db/open.ts';
import { revokeMemberTokens } from '../identity/tokens.ts';
import { projectMember, widestFieldset } from '../members/fieldsets.ts';
import type { MemberDoc, PrivacyStatus } from '../members/member-doc.ts';
import { getMember, getMemberBySlug } from '../members/store.ts';
import { deleteMemberUnlinkingContact, updateMember } from './member-writes.ts';
import { deleteMyMemberQuery, emptyBody, getMyMemberQuery, updateMySlugBody } from './schemas.ts';

function currentMember(db: Db, c: Context<SandboxEnv>): MemberDoc {
  const me = requireMember(c);
  const member = getMember(db, me.siteId, me.memberId);
  // The auth middleware refuses tokens of deleted members; this covers a race with a delete.
  if (!member) throw notFound('Member', me.memberId);
  return member;
}

export function membersMyRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/my', (c) => {
    const member = currentMember(db, c);
    const query = parseInput(getMyMemberQuery, readQuery(c));
    return c.json({ member: projectMember(member, widestFieldset(query.fieldsets ?? undefined)) });
  });

  app.delete('/my', (c) => {
    const member = currentMember(db, c);
    const { contentAssigneeId } = parseInput(deleteMyMemberQuery, readQuery(c));
    const siteId = c.get('siteId')!;
    if (contentAssigneeId && (contentAssigneeId === member.id || !getMember(db, siteId, contentAssigneeId))) {
      throw validationError([{ field: 'contentAssigneeId', description: 'must be the ID of another member of this site', violatedRule: 'OTHER' }]);
    }
    const now = new Date();
    db.transaction(() => {
      deleteMemberUnlinkingContact(db, siteId, member, now);
      // "After calling this method, the member is logged out of the site."
      revokeMemberTokens(db, siteId, member.id, now.getTime());
    })();
    return c.json({});
  });

  app.post('/my/slug', async (c) => {
    const member = currentMember(db, c);
    const { slug } = parseInput(updateMySlugBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const updated = db.transaction(() => {
      const holder = getMemberBySlug(db, siteId, slug);
      if (holder && holder.id !== member.id) throw applicationError(409, 'SLUG_ALREADY_EXISTS', 'Slug already exists', { slug });
      if (holder) return member;
      return updateMember(db, siteId, member, (m) => ({ ...m, profile: { ...m.profile, slug } }), new Date());
    })();
    return c.json({ member: projectMember(updated, 'FULL') });
  });

  const setPrivacy = (privacyStatus: PrivacyStatus) => async (c: Context<SandboxEnv>) => {
    const member = currentMember(db, c);
    parseInput(emptyBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const updated =
      member.privacyStatus === privacyStatus
        ? member
        : db.transaction(() => updateMember(db, siteId, member, (m) => ({ ...m, privacyStatus }), new Date()))();
    return c.json({ member: projectMember(updated, 'FULL') });
  };
  app.post('/join-community', setPrivacy('PUBLIC'));
  app.post('/leave-community', setPrivacy('PRIVATE'));

  return app;
}
