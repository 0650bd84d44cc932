// @vitest-environment happy-dom
// The Members tab's Reported view and a member's follows: reported members with their count, state and
// reports (reasons in words, the reporter's text as text); block, mute and dismiss on one or several,
// each asked first with who or how many; followers and following counted, listed, each opening a card.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedSelection } from '@/components/members/selection';
import { MemberFollows } from '@/components/members/social/MemberFollows';
import { ReportedView } from '@/components/members/social/ReportedView';
import type { MemberReportRow, ReportedMemberRow } from '@/lib/messaging/member-social';
import type { MemberSummary } from '@/lib/messaging/members';
import { fakeBackground, messages, wrap } from '../../fake-background';
import { memberSummary } from '../fixtures';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const id = (n: number) => `${String(n).padStart(8, '0')}-1111-4222-8333-444444444444`;
const member = (n: number, over: Partial<MemberSummary> = {}): MemberSummary =>
  memberSummary({
    id: id(n),
    loginEmail: `m${n}@example.com`,
    loginEmailVerified: true,
    nickname: `Member ${n}`,
    slug: `member-${n}`,
    ...over,
  });
const ROWS: ReportedMemberRow[] = [
  { memberId: id(1), reportCount: 3, lastReportDate: '2026-11-20T10:00:00.000Z', reviewed: false, member: member(1) },
  {
    memberId: id(2),
    reportCount: 1,
    lastReportDate: '2026-11-02T10:00:00.000Z',
    reviewed: false,
    member: member(2, { status: 'BLOCKED', activityStatus: 'MUTED' }),
  },
  { memberId: id(3), reportCount: 2, lastReportDate: null, reviewed: false, member: null },
];
const REPORTS: MemberReportRow[] = [
  {
    id: 'r1',
    reportedMemberId: id(1),
    reportingMemberId: id(4),
    category: 'HARASSMENT',
    description: '<img src=x onerror=alert(1)> kept messaging me',
    createdDate: '2026-11-20T10:00:00.000Z',
    reporterName: 'Member 4',
  },
  {
    id: 'r2',
    reportedMemberId: id(1),
    reportingMemberId: null,
    category: 'SPAM',
    description: null,
    createdDate: '2026-11-19T10:00:00.000Z',
    reporterName: null,
  },
];

function background() {
  return fakeBackground((type, payload) => {
    switch (type) {
      case 'members.reported':
        return { rows: ROWS, nextCursor: null };
      case 'members.reportsAbout':
        return REPORTS;
      case 'members.followCounts':
        return { followers: 2, following: 1000, cap: 1000 };
      case 'members.follows':
        return payload.side === 'followers'
          ? { members: [{ id: id(5), name: 'Member 5', status: 'APPROVED' }], nextCursor: 'next' }
          : { members: [], nextCursor: null };
      case 'members.act':
        return member(Number(String(payload.memberId).slice(0, 8)), { status: 'BLOCKED' });
      default:
        return { dismissed: true };
    }
  });
}
const view = () => wrap(<ReportedView siteId={SITE} onOpen={() => undefined} onReconnect={() => undefined} />);

afterEach(() => reportedSelection.clearSelection());

describe('the Reported view', () => {
  it('lists each reported member with the count, the state and the reports in words, text kept as text', async () => {
    background();
    view();
    await waitFor(() => expect(screen.getAllByTestId('reported-row')).toHaveLength(3));
    const [ann, blocked, gone] = screen.getAllByTestId('reported-row');
    expect(within(ann!).getByTestId('reported-count')).toHaveTextContent('Reported 3×');
    expect(within(ann!).queryByTestId('reported-status')).toBeNull();
    expect(within(blocked!).getByTestId('reported-status')).toHaveTextContent('Blocked');
    expect(within(blocked!).getByText('Muted')).toBeInTheDocument();
    // A blocked, muted member is offered neither again.
    expect(within(blocked!).queryByRole('button', { name: /^Block/ })).toBeNull();
    expect(within(blocked!).queryByRole('button', { name: /^Mute/ })).toBeNull();
    expect(gone).toHaveTextContent('(no longer a member)');
    expect(screen.getByTestId('reported-total')).toHaveTextContent('3');

    fireEvent.click(within(ann!).getByRole('button', { name: 'Show the reports' }));
    await waitFor(() => expect(within(ann!).getAllByTestId('member-report')).toHaveLength(2));
    const [first, second] = within(ann!).getAllByTestId('member-report');
    expect(first).toHaveTextContent('Harassment');
    expect(first).toHaveTextContent('by Member 4');
    expect(first).toHaveTextContent('<img src=x onerror=alert(1)> kept messaging me');
    expect(first!.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent('Spam');
    expect(second).toHaveTextContent('by a former member');
    expect(screen.getByTestId('reported-view').textContent).not.toMatch(/HARASSMENT|SPAM|BLOCKED|MUTED/);
  });

  it('blocks the selected members after asking with their count, one call each', async () => {
    const sent = background();
    view();
    await waitFor(() => expect(screen.getAllByTestId('reported-row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Member 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select (no longer a member)' }));
    expect(screen.getByTestId('reported-selected')).toHaveTextContent('2 selected');
    fireEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Block' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Block 2 members? They can no longer log in.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.getByTestId('bulk-status')).toHaveTextContent('Done: 2 of 2 succeeded'));
    expect(messages(sent, 'members.act')).toEqual([
      { siteId: SITE, memberId: id(1), action: 'block' },
      { siteId: SITE, memberId: id(3), action: 'block' },
    ]);
    // The list is read again once the run is done.
    await waitFor(() => expect(messages(sent, 'members.reported').length).toBeGreaterThan(1));
  });

  it("dismisses one member's reports from its row, naming the member first", async () => {
    const sent = background();
    view();
    await waitFor(() => expect(screen.getAllByTestId('reported-row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reports: Member 1' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Dismiss the reports about Member 1?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(messages(sent, 'members.dismissReports')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reports: Member 1' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(messages(sent, 'members.dismissReports')).toEqual([{ siteId: SITE, memberId: id(1) }]));
  });
});

describe("a member's follows", () => {
  it('counts both sides (a capped count with +), lists one side on demand, and opens a follower', async () => {
    const sent = background();
    const open = vi.fn();
    wrap(<MemberFollows siteId={SITE} memberId={id(1)} onOpenMember={open} />);
    await waitFor(() => expect(screen.getByTestId('followers-count')).toHaveTextContent('Followers: 2'));
    expect(screen.getByTestId('following-count')).toHaveTextContent('Following: 1,000+');
    expect(messages(sent, 'members.follows')).toEqual([]);
    fireEvent.click(screen.getByTestId('followers-count'));
    fireEvent.click(await screen.findByRole('button', { name: 'Member 5' }));
    expect(open).toHaveBeenCalledWith(id(5));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('following-count'));
    expect(await screen.findByText('Follows nobody yet.')).toBeInTheDocument();
  });
});
