import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { memberSessionOptions } from '@/lib/queries/members';
import type { ToolProps } from '../tools';
import { RequestList } from './RequestList';
import { ScheduleRequestForm } from './ScheduleRequestForm';
import { AddCustomerReviewForm } from './AddCustomerReviewForm';
import { MemberReviewForm } from './MemberReviewForm';
import { VisitorReviewForm } from './VisitorReviewForm';
import { useWriteRequest } from './useWriteRequest';

type Section = 'schedule' | 'customer' | 'visitor' | 'member';

/** A folded section whose open state the tool can set (a write request opens one). */
function Fold({
  title,
  open,
  onToggle,
  children,
  ref,
}: {
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
  ref?: React.Ref<HTMLDetailsElement>;
}) {
  return (
    <details
      ref={ref}
      open={open}
      onToggle={(e) => onToggle(e.currentTarget.open)}
      className="rounded border border-slate-200 p-2"
    >
      <summary className="cursor-pointer py-0.5 text-sm font-semibold">{title}</summary>
      {children}
    </details>
  );
}

/**
 * Reviews area, "Requests": ask customers for reviews by email (a folded form: it folds again once a
 * request is scheduled) and follow what happened; add reviews collected elsewhere. "Write a review" on a live page's strip opens the form here with its product:
 * as the member logged in for the site when there is one, else as a visitor.
 */
export function ReviewRequestsTool({ siteId, onReconnect }: ToolProps) {
  const [open, setOpen] = useState<Record<Section, boolean>>({
    schedule: false,
    customer: false,
    visitor: false,
    member: false,
  });
  const toggle = (section: Section) => (on: boolean) =>
    setOpen((o) => (o[section] === on ? o : { ...o, [section]: on }));
  const write = useWriteRequest();
  const session = useQuery(memberSessionOptions(siteId));
  // Who writes the requested review is known once the member session is read.
  const writer: Section | null = write && session.data ? (session.data.member ? 'member' : 'visitor') : null;
  const sections = useRef<Partial<Record<Section, HTMLDetailsElement | null>>>({});
  const handled = useRef(0);
  useEffect(() => {
    if (!write || !writer || handled.current === write.seq) return;
    handled.current = write.seq;
    setOpen((o) => ({ ...o, [writer]: true }));
    sections.current[writer]?.scrollIntoView({ block: 'start' });
  }, [write, writer]);
  const itemFor = (section: Section) => (write && writer === section ? write : null);
  const visitorItem = itemFor('visitor');
  const memberItem = itemFor('member');

  return (
    <section aria-label={t('reviewRequests.region')} className="space-y-3 p-3">
      <Fold title={t('reviewRequests.scheduleHeading')} open={open.schedule} onToggle={toggle('schedule')}>
        <ScheduleRequestForm
          siteId={siteId}
          onReconnect={onReconnect}
          heading={false}
          onScheduled={() => toggle('schedule')(false)}
        />
      </Fold>
      <RequestList siteId={siteId} onReconnect={onReconnect} />
      <Fold title={t('reviewCollect.customerHeading')} open={open.customer} onToggle={toggle('customer')}>
        <AddCustomerReviewForm siteId={siteId} onReconnect={onReconnect} />
      </Fold>
      <Fold
        title={t('reviewCollect.visitorHeading')}
        open={open.visitor}
        onToggle={toggle('visitor')}
        ref={(e) => void (sections.current.visitor = e)}
      >
        <VisitorReviewForm
          key={visitorItem?.seq ?? 0}
          siteId={siteId}
          onReconnect={onReconnect}
          initialItemId={visitorItem?.itemId}
        />
      </Fold>
      <Fold
        title={t('reviewCollect.memberHeading')}
        open={open.member}
        onToggle={toggle('member')}
        ref={(e) => void (sections.current.member = e)}
      >
        <MemberReviewForm
          key={memberItem?.seq ?? 0}
          siteId={siteId}
          onReconnect={onReconnect}
          initialItemId={memberItem?.itemId}
        />
      </Fold>
    </section>
  );
}
