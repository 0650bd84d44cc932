import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FollowSide } from '../messaging/member-social';
import { sendAdmin } from './send';
import { startBulk, type BulkRun } from './bulk-run';
import { memberKeys } from './members';
import { useWrite } from './write';

// Member reports and follows: the Reported view's list, a member's reports and follows, and the
// Reported view's actions on one or several reported members.

export const reportedMembersOptions = (siteId: string) =>
  infiniteQueryOptions({
    queryKey: memberKeys.reported(siteId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => sendAdmin('members.reported', { siteId, cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor,
  });

export const reportsAboutOptions = (siteId: string, memberId: string) =>
  queryOptions({
    queryKey: memberKeys.reportsAbout(siteId, memberId),
    queryFn: () => sendAdmin('members.reportsAbout', { siteId, memberId }),
  });

export const followCountsOptions = (siteId: string, memberId: string) =>
  queryOptions({
    queryKey: memberKeys.followCounts(siteId, memberId),
    queryFn: () => sendAdmin('members.followCounts', { siteId, memberId }),
  });

export const followsOptions = (siteId: string, memberId: string, side: FollowSide) =>
  infiniteQueryOptions({
    queryKey: memberKeys.follows(siteId, memberId, side),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => sendAdmin('members.follows', { siteId, memberId, side, cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor,
  });

/** What the Reported view does to reported members: block or mute them, or dismiss their reports. */
export type ReportedAction = 'block' | 'mute' | 'dismiss';

async function actOn(siteId: string, action: ReportedAction, memberId: string): Promise<void> {
  if (action === 'dismiss') await sendAdmin('members.dismissReports', { siteId, memberId });
  else await sendAdmin('members.act', { siteId, memberId, action });
}

/**
 * The Reported view's actions, on one member or several: one call per member (the provider has no
 * bulk form of them), progress and failures on the returned run; every members read refreshed after.
 * Each sets a state (blocked, muted, no reports), so a failed one may be sent again.
 */
export function useReportedMembersAction(siteId: string) {
  const write = useWrite<BulkRun<ReportedAction>, void>({
    send: (run) => run.settled,
    refreshes: () => [memberKeys.all],
  });
  return {
    start(action: ReportedAction, memberIds: readonly string[]): BulkRun<ReportedAction> {
      const run = startBulk(
        action,
        memberIds,
        async (chunk) => {
          for (const id of chunk) await actOn(siteId, action, id);
          return chunk.map((id) => ({ id, ok: true }));
        },
        1,
      );
      write.mutate(run);
      return run;
    },
  };
}
