// Member status actions through the official SDK: approve, block, mute, unmute, disconnect —
// results, events, the linked contact's memberInfo, and the transitions the provider refuses.
import { describe, expect, it } from 'vitest';
import { sdkError } from './sdk-client.ts';
import {
  eventKeys,
  eventsSince,
  freshEmail,
  lastEventSeq,
  storedContact,
  UNKNOWN_ID,
  useMembersWorld,
} from './members-helpers.ts';

const w = useMembersWorld();

const create = async (tag: string) => w.client.members.createMember({ member: { loginEmail: freshEmail(tag) } });

describe('block and approve', () => {
  it('blocks, then approve unblocks; each change records updated + its action event and syncs the contact', async () => {
    const m = await create('block');
    let seq = lastEventSeq(w);
    const blocked = await w.client.members.blockMember(m._id!);
    expect(blocked.member?.status).toBe('BLOCKED');
    expect(storedContact(w, m.contactId!)?.memberInfo?.status).toBe('BLOCKED');
    expect(storedContact(w, m.contactId!)?.lastActivity.activityType).toBe('MEMBER_STATUS_CHANGED');
    expect(eventKeys(eventsSince(w, seq))).toEqual([
      'wix.contacts.v4.contact updated',
      'wix.members.v1.member updated',
      'wix.members.v1.member member_blocked',
    ]);

    seq = lastEventSeq(w);
    const approved = await w.client.members.approveMember(m._id!);
    expect(approved.member?.status).toBe('APPROVED');
    expect(storedContact(w, m.contactId!)?.memberInfo?.status).toBe('ACTIVE');
    const events = eventsSince(w, seq);
    expect(eventKeys(events)).toEqual([
      'wix.contacts.v4.contact updated',
      'wix.members.v1.member updated',
      'wix.members.v1.member member_approved',
    ]);
    expect(events[1]!.envelope.updatedEvent?.currentEntity.status).toBe('APPROVED');
  });

  it('approves a PENDING member', async () => {
    const m = await create('pending');
    // No call makes a member PENDING (site auto-approval is on); set it in the db.
    w.sandbox.db
      .prepare(`UPDATE members SET doc = json_set(doc, '$.status', 'PENDING') WHERE site_id = ? AND id = ?`)
      .run(w.site.id, m._id);
    const { member } = await w.client.members.approveMember(m._id!);
    expect(member?.status).toBe('APPROVED');
  });

  it('asking for the state a member already has is a no-op without events', async () => {
    const m = await create('noop');
    const seq = lastEventSeq(w);
    expect((await w.client.members.approveMember(m._id!)).member?.status).toBe('APPROVED');
    expect((await w.client.members.unmuteMember(m._id!)).member?.activityStatus).toBe('ACTIVE');
    expect(eventsSince(w, seq)).toEqual([]);
  });
});

describe('mute and unmute', () => {
  it('toggle activityStatus, keep the access status, and record member_muted / member_unmuted', async () => {
    const m = await create('mute');
    const seq = lastEventSeq(w);
    const muted = await w.client.members.muteMember(m._id!);
    expect(muted.member).toMatchObject({ activityStatus: 'MUTED', status: 'APPROVED' });
    expect(storedContact(w, m.contactId!)?.memberInfo?.profileInfo.muted).toBe(true);
    const unmuted = await w.client.members.unmuteMember(m._id!);
    expect(unmuted.member?.activityStatus).toBe('ACTIVE');
    expect(storedContact(w, m.contactId!)?.memberInfo?.profileInfo.muted).toBe(false);
    expect(eventKeys(eventsSince(w, seq)).filter((k) => k.includes('member_'))).toEqual([
      'wix.members.v1.member member_muted',
      'wix.members.v1.member member_unmuted',
    ]);
  });
});

describe('disconnect', () => {
  it('sets OFFLINE, after which approve/block/mute/unmute answer 428 MEMBER_STATUS_TRANSITION_NOT_ALLOWED', async () => {
    const m = await create('offline');
    const { member } = await w.client.members.disconnectMember(m._id!);
    expect(member?.status).toBe('OFFLINE');
    expect(storedContact(w, m.contactId!)?.memberInfo?.status).toBe('OFFLINE');

    for (const call of [
      w.client.members.approveMember,
      w.client.members.blockMember,
      w.client.members.muteMember,
      w.client.members.unmuteMember,
    ]) {
      const e = await sdkError(call(m._id!));
      expect(e.status).toBe(428);
      expect(e.requestId).toBeTruthy();
      expect(e.details.applicationError).toMatchObject({
        code: 'MEMBER_STATUS_TRANSITION_NOT_ALLOWED',
        data: { memberId: m._id, status: 'OFFLINE' },
      });
    }
    // Still OFFLINE; disconnecting again is a no-op.
    expect((await w.client.members.disconnectMember(m._id!)).member?.status).toBe('OFFLINE');
  });
});

describe('errors common to the actions', () => {
  it('404 NOT_FOUND for an unknown member, 400 on _id for a malformed id', async () => {
    const e = await sdkError(w.client.members.blockMember(UNKNOWN_ID));
    expect(e.status).toBe(404);
    expect(e.details.applicationError?.code).toBe('NOT_FOUND');
    const bad = await sdkError(w.client.members.muteMember('123'));
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations[0]).toMatchObject({ field: '_id', violatedRule: 'FORMAT' });
  });

  it('a member of another site is unknown here', async () => {
    const other = (
      w.sandbox.db.prepare('SELECT id FROM members WHERE site_id <> ? LIMIT 1').get(w.site.id) as { id: string }
    ).id;
    expect((await sdkError(w.client.members.approveMember(other))).status).toBe(404);
  });
});
