// @vitest-environment happy-dom
// The Members tool's writes as the panel lives them: what the card and the lists show afterwards,
// what the toast says, and what a bulk run reports when the provider refuses some or stops it.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '@/lib/messaging/members';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { currentToast } from '@/lib/queries/feedback';
import { useDeleteSelectedMembers, useMembersByFilter } from '@/lib/queries/member-bulk';
import { undoOf, useMemberAction } from '@/lib/queries/member-writes';
import { memberListOptions, memberOptions } from '@/lib/queries/members';
import { fakeBackground, messages, refusal, type Sent } from '../fake-background';
import { fakeQuietClock, passQuiet } from '../quiet-clock';

const SITE = '11111111-2222-4333-8444-555555555555';
const ID = 'aaaaaaaa-2222-4333-8444-555555555555';
const LIST = { filter: null, sort: null, offset: 0, limit: 50 };

const member = (extra: Partial<MemberSummary> = {}) =>
  ({
    id: ID,
    nickname: 'Ann',
    loginEmail: 'ann@x.io',
    status: 'APPROVED',
    activityStatus: 'ACTIVE',
    ...extra,
  }) as MemberSummary;

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
let sent: Sent;
const listReads = () => messages(sent, 'members.query').length;
const page = { members: [], offset: 0, limit: 50, total: 0 };

describe('a write on one member', () => {
  it('shows the member as the provider answered on the card and in the list with no read, reads the list again once quiet, and says what was done', async () => {
    fakeQuietClock();
    sent = fakeBackground((type) =>
      type === 'members.get'
        ? member()
        : type === 'members.act'
          ? member({ status: 'BLOCKED' })
          : { ...page, members: [member()], total: 1 },
    );
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({
        card: useQuery(memberOptions(SITE, ID)),
        list: useQuery(memberListOptions(SITE, LIST)),
        act: useMemberAction(SITE, ID),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.card.data?.status).toBe('APPROVED'));
    await waitFor(() => expect(listReads()).toBe(1));

    await act(() => result.current.act.mutateAsync('block'));
    expect(messages(sent, 'members.act')).toEqual([{ siteId: SITE, memberId: ID, action: 'block' }]);
    expect(result.current.card.data?.status).toBe('BLOCKED');
    expect(result.current.list.data?.members[0]?.status).toBe('BLOCKED');
    expect(listReads()).toBe(1);
    expect(messages(sent, 'members.get')).toHaveLength(1); // the card is not asked again
    expect(currentToast.value?.text).toBe('Ann is blocked.');
    await passQuiet();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('offers the inverse only where the provider has one and the member was in the other state', () => {
    expect(undoOf('block', member({ status: 'APPROVED' }))).toBe('approve');
    expect(undoOf('block', member({ status: 'PENDING' }))).toBeNull();
    expect(undoOf('approve', member({ status: 'BLOCKED' }))).toBe('block');
    expect(undoOf('mute', member({ activityStatus: 'ACTIVE' }))).toBe('unmute');
    expect(undoOf('mute', member({ activityStatus: 'MUTED' }))).toBeNull();
    expect(undoOf('disconnect', member())).toBeNull();
  });
});

describe('deleting the selected members', () => {
  const ids = Array.from({ length: 150 }, (_, i) => `${String(i).padStart(8, 'b')}-2222-4333-8444-555555555555`);

  it('sends 100 per call, reports progress, keeps each refusal, says how many went and refetches the list', async () => {
    sent = fakeBackground((type, p) => {
      if (type !== 'members.bulkDelete') return page;
      const memberIds = p.memberIds as string[];
      return { succeeded: memberIds.slice(1), failed: [{ id: memberIds[0], code: 'FORBIDDEN', description: 'Owner' }] };
    });
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({ list: useQuery(memberListOptions(SITE, LIST)), del: useDeleteSelectedMembers(SITE) }),
      { wrapper },
    );
    await waitFor(() => expect(listReads()).toBe(1));
    const progress: number[] = [];
    const outcome = await act(() => result.current.del.mutateAsync({ ids, onProgress: (d) => progress.push(d) }));
    expect(messages(sent, 'members.bulkDelete').map((p) => (p.memberIds as string[]).length)).toEqual([100, 50]);
    expect(progress).toEqual([100, 150]);
    expect(outcome.failed.map((f) => f.id)).toEqual([ids[0], ids[100]]);
    expect(outcome.interrupted).toBeNull();
    expect(currentToast.value?.text).toBe('Deleted 148 members.');
    expect(listReads()).toBe(2);
  });

  it('when the provider stops the run, says nothing, keeps the error and the refusals so far, and still refetches', async () => {
    const refused = new MessageError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      details: null,
      requestId: 'req-7',
    });
    let calls = 0;
    sent = fakeBackground((type, p) => {
      if (type !== 'members.bulkDelete') return page;
      calls += 1;
      if (calls > 1) throw refused;
      const memberIds = p.memberIds as string[];
      return { succeeded: memberIds.slice(1), failed: [{ id: memberIds[0], code: 'X', description: '' }] };
    });
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({ list: useQuery(memberListOptions(SITE, LIST)), del: useDeleteSelectedMembers(SITE) }),
      { wrapper },
    );
    await waitFor(() => expect(listReads()).toBe(1));
    const outcome = await act(() => result.current.del.mutateAsync({ ids, onProgress: () => undefined }));
    expect(outcome.interrupted).toEqual({ error: refused });
    expect(outcome.failed).toHaveLength(1);
    expect(currentToast.value).toBeNull();
    expect(listReads()).toBe(2);
  });
});

describe('a job on every member of a filter', () => {
  it('follows the job by counting what is left, then says how many changed', async () => {
    const left = [1, 0];
    sent = fakeBackground((type) =>
      type === 'members.count' ? { count: left.shift() } : type === 'members.bulkByFilter' ? { jobId: 'j' } : page,
    );
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({ list: useQuery(memberListOptions(SITE, LIST)), job: useMembersByFilter(SITE) }),
      { wrapper },
    );
    await waitFor(() => expect(listReads()).toBe(1));
    const progress: number[] = [];
    const outcome = await act(() =>
      result.current.job.mutateAsync({
        action: 'approve',
        filter: null,
        total: 2,
        onProgress: (d) => progress.push(d),
      }),
    );
    expect(messages(sent, 'members.bulkByFilter')).toEqual([{ siteId: SITE, action: 'approve', filter: {} }]);
    expect(messages(sent, 'members.count')).toContainEqual({
      siteId: SITE,
      filter: { status: { $in: ['PENDING', 'BLOCKED'] } },
    });
    expect(progress).toEqual([1, 2]);
    expect(outcome).toEqual({ total: 2, remaining: 0, interrupted: null });
    expect(currentToast.value?.text).toBe('Done: 2 members changed, 0 left unchanged.');
    expect(listReads()).toBe(2);
  });

  it('when the job is refused, says nothing but still refetches', async () => {
    const refused = refusal('refused');
    sent = fakeBackground((type) => {
      if (type === 'members.bulkByFilter') throw refused;
      return page;
    });
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => ({ list: useQuery(memberListOptions(SITE, LIST)), job: useMembersByFilter(SITE) }),
      { wrapper },
    );
    await waitFor(() => expect(listReads()).toBe(1));
    const outcome = await act(() =>
      result.current.job.mutateAsync({ action: 'block', filter: null, total: 3, onProgress: () => undefined }),
    );
    expect(outcome.interrupted).toEqual({ error: refused });
    expect(currentToast.value).toBeNull();
    expect(listReads()).toBe(2);
  });
});
