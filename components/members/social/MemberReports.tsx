import { useQuery } from '@tanstack/react-query';
import { formatNumber, t } from '@/lib/i18n';
import { reportsAboutOptions } from '@/lib/queries/member-social';
import { ReportsList } from './ReportsList';

/** On a member's card: "Reported N×" and the reports, when there are any (nothing otherwise). */
export function MemberReports({ siteId, memberId }: { siteId: string; memberId: string }) {
  const reports = useQuery(reportsAboutOptions(siteId, memberId));
  const count = reports.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <details className="text-xs" data-testid="member-card-reports">
      <summary className="cursor-pointer font-medium text-red-800 dark:text-red-300">
        {t('members.live.reported', { count: formatNumber(count) })}
      </summary>
      <ReportsList siteId={siteId} memberId={memberId} />
    </details>
  );
}
