import { useQuery } from '@tanstack/react-query';
import { formatDate, t, tPlain } from '@/lib/i18n';
import { reportsAboutOptions } from '@/lib/queries/member-social';
import { ErrorNotice } from '../../common/ErrorNotice';
import { REPORT_REASON_LABELS } from '../labels';

/** The reports about one member, newest first: why, when, by whom, and what the reporter wrote (as text). */
export function ReportsList({ siteId, memberId }: { siteId: string; memberId: string }) {
  const reports = useQuery(reportsAboutOptions(siteId, memberId));
  if (reports.error) return <ErrorNotice error={reports.error} onRetry={() => void reports.refetch()} read />;
  if (!reports.data) return <p className="text-slate-500">{t('common.loading')}</p>;
  if (reports.data.length === 0) return <p className="text-slate-500">{t('members.reported.noReports')}</p>;
  return (
    <ul className="space-y-1" aria-label={t('members.reported.reportsLabel')} data-testid="member-reports">
      {reports.data.map((r) => (
        <li key={r.id} className="rounded bg-slate-50 p-1.5 dark:bg-slate-900" data-testid="member-report">
          <p>
            <span className="font-medium">{tPlain(REPORT_REASON_LABELS[r.category])}</span>
            {' · '}
            {formatDate(r.createdDate)}
            {' · '}
            <span dir="auto">
              {r.reporterName
                ? t('members.reported.by', { name: r.reporterName })
                : t('members.reported.byFormerMember')}
            </span>
          </p>
          {r.description && (
            <p className="[overflow-wrap:anywhere] text-slate-700 dark:text-slate-300" dir="auto">
              {r.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
