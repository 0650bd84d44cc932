// Every Members admin call needs an admin (API key): a visitor token through the SDK's
// OAuthStrategy gets the provider's 403 PERMISSION_DENIED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClient, patchGlobalFetch, type OAuthClient } from './identity-oauth-client.ts';
import { sdkError } from './sdk-client.ts';
import { storedMembers, useMembersWorld } from './members-helpers.ts';

const w = useMembersWorld();
let visitor: OAuthClient;
let restore: () => void;

beforeAll(() => {
  restore = patchGlobalFetch(w.sandbox.url);
  visitor = oauthClient(w.site.oauthClientId);
});
afterAll(() => restore());

describe('members admin calls as a visitor', () => {
  it('answer 403 PERMISSION_DENIED and change nothing', async () => {
    const target = storedMembers(w).find((m) => m.status === 'APPROVED')!;
    // Thunks: each call starts only when awaited, so no rejection goes unhandled meanwhile.
    const calls: [string, () => Promise<unknown>][] = [
      ['queryMembers', () => visitor.members.queryMembers().find()],
      ['listMembers', () => visitor.members.listMembers()],
      ['getMember', () => visitor.members.getMember(target.id)],
      ['createMember', () => visitor.members.createMember({ member: { loginEmail: 'visitor-made@example.com' } })],
      ['updateMember', () => visitor.members.updateMember(target.id, { profile: { title: 'hacked' } })],
      ['blockMember', () => visitor.members.blockMember(target.id)],
      ['deleteMember', () => visitor.members.deleteMember(target.id)],
      ['bulkDeleteMembersByFilter', () => visitor.members.bulkDeleteMembersByFilter({})],
    ];
    for (const [name, call] of calls) {
      const e = await sdkError(call());
      expect({ name, status: e.status, code: e.details.applicationError?.code }).toEqual({
        name,
        status: 403,
        code: 'PERMISSION_DENIED',
      });
    }
    const after = storedMembers(w).find((m) => m.id === target.id)!;
    expect(after).toEqual(target);
  });
});
