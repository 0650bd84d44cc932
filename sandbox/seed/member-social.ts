// Demo member reports and follows, from their own PRNG stream after everything else (nothing
// seeded before them moves). Every site gets three reported members: one with three reports of
// different reasons, one with two, one with one, on different dates; and follows among the few
// members who take part.
// Only APPROVED members report, are reported and follow (a blocked member can't be reported), and
// nobody reports or follows itself.
import type { MemberReportDoc } from '../domains/member-reports/member-report-doc.ts';
import type { Follow } from '../domains/member-followers/store.ts';
import type { MemberDoc } from '../domains/members/member-doc.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

export interface SeedFollow extends Follow {
  createdDate: string;
}

const REASONS: readonly MemberReportDoc['reason'][] = [
  { category: 'SPAM', description: 'Keeps posting the same discount link in every comment.' },
  { category: 'HARASSMENT', description: 'Sent me rude private messages after my review.' },
  { category: 'IMPERSONATION' },
  { category: 'OTHER', description: 'Profile picture is not appropriate.' },
  { category: 'SPAM' },
];

/** Takes `n` distinct members from `pool` (in place), by the stream. */
function takeDistinct(rng: Prng, pool: MemberDoc[], n: number): MemberDoc[] {
  const out: MemberDoc[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** How many members take part: few, so most members stay without reports or follows. */
const CIRCLE = 8;

export function seedMemberSocial(
  rng: Prng,
  members: readonly MemberDoc[],
): { memberReports: MemberReportDoc[]; memberFollows: SeedFollow[] } {
  const circle = takeDistinct(
    rng,
    members.filter((m) => m.status === 'APPROVED'),
    CIRCLE,
  );
  const [targets, others] = [circle.slice(0, 3), circle.slice(3)];
  const memberReports: MemberReportDoc[] = [];
  let reason = 0;
  targets.forEach((target, t) => {
    for (const reporter of takeDistinct(rng, [...others], 3 - t)) {
      memberReports.push({
        id: rng.guid(),
        reportedMemberId: target.id,
        reportingMemberId: reporter.id,
        reason: REASONS[reason++ % REASONS.length]!,
        createdDate: isoDaysAgo(rng.int(1, 60) + rng.next()),
      });
    }
  });
  const memberFollows: SeedFollow[] = [];
  for (const follower of circle) {
    const candidates = circle.filter((m) => m.id !== follower.id);
    for (const followed of takeDistinct(rng, candidates, rng.int(0, 3))) {
      memberFollows.push({
        memberId: follower.id,
        affectedMemberId: followed.id,
        createdDate: isoDaysAgo(rng.int(1, 90) + rng.next()),
      });
    }
  }
  return { memberReports, memberFollows };
}
