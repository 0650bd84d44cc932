import { plural, t } from '@/lib/i18n';
import type { MemberFilter, MemberSort } from '@/lib/messaging/members';
import { memberPages } from '@/lib/queries/members';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { exportMembers } from './csv-export';

/** Exports every member of the current filter to a CSV file, with progress. */
export function ExportButton({
  siteId,
  filter,
  sort,
}: {
  siteId: string;
  filter: MemberFilter | null;
  sort: MemberSort | null;
}) {
  return (
    <ExportCsvButton
      label={t('members.export.button')}
      filePrefix="members"
      done={(count) => plural('members.export.done', count)}
      exporter={(write, onProgress) => exportMembers(memberPages(siteId, filter, sort), write, onProgress)}
    />
  );
}
