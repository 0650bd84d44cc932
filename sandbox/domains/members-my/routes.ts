// The current member's own calls (base /members/v1/members, registered before the members domain
// so `/my` is not taken for a member id): GetMyMember, DeleteMyMember, UpdateMySlug, JoinCommunity,
// LeaveCommunity. Only a member token has a current member: visitors and API keys get 403.
// Writes go through the members domain's change functions (events, linked contact).
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireMember } from '../../http/auth.ts';
import { validationError } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import { revokeMemberTokens } from '../identity/tokens.ts';
import { projectMember, widestFieldset } from '../members/fieldsets.ts';
import {
  deleteMemberRecord,
  getMember,
  requireMember as memberOrNotFound,
  saveMemberChange,
  setMemberSlug,
} from '../members/member-changes.ts';
import type { MemberDoc, PrivacyStatus } from '../members/member-doc.ts';
import { deleteMyMemberQuery, emptyBody, getMyMemberQuery, updateMySlugBody } from './schemas.ts';

/** The caller's member (the auth middleware already refused tokens of deleted members). */
function currentMember(db: Db, c: Context<SandboxEnv>): MemberDoc {
  const me = requireMember(c);
  return memberOrNotFound(db, me.siteId, me.memberId);
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
      throw validationError([
        {
          field: 'contentAssigneeId',
          description: 'must be the ID of another member of this site',
          violatedRule: 'OTHER',
        },
      ]);
    }
    const now = new Date();
    db.transaction(() => {
      deleteMemberRecord(db, siteId, member.id, now);
      // "After calling this method, the member is logged out of the site."
      revokeMemberTokens(db, siteId, member.id, now.getTime());
    })();
    return c.json({});
  });

  app.post('/my/slug', async (c) => {
    const member = currentMember(db, c);
    const { slug } = parseInput(updateMySlugBody, await readJsonBody(c));
    return c.json({ member: projectMember(setMemberSlug(db, c.get('siteId')!, member.id, slug), 'FULL') });
  });

  const setPrivacy = (privacyStatus: PrivacyStatus) => async (c: Context<SandboxEnv>) => {
    const member = currentMember(db, c);
    parseInput(emptyBody, await readJsonBody(c));
    const now = new Date();
    const updated =
      member.privacyStatus === privacyStatus
        ? member
        : saveMemberChange(db, c.get('siteId')!, { ...member, privacyStatus, updatedDate: now.toISOString() }, { now });
    return c.json({ member: projectMember(updated, 'FULL') });
  };
  app.post('/join-community', setPrivacy('PUBLIC'));
  app.post('/leave-community', setPrivacy('PRIVATE'));

  return app;
}
