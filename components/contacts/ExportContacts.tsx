import { plural, t } from '@/lib/i18n';
import type { ContactCard, ContactFilter, ContactSort } from '@/lib/messaging/contacts';
import { contactPages } from '@/lib/queries/contacts';
import { exportCsv, rowsOf, type CsvColumns } from '../common/csv-export';
import { ExportCsvButton } from '../common/ExportCsvButton';

const COLUMNS: CsvColumns<ContactCard> = [
  ['id', (c) => c.id],
  ['firstName', (c) => c.firstName],
  ['lastName', (c) => c.lastName],
  ['emails', (c) => c.emails.map((e) => e.email).join('; ')],
  ['phones', (c) => c.phones.map((p) => p.e164 || p.phone).join('; ')],
  ['addresses', (c) => c.addresses.map((a) => a.formatted).join(' | ')],
  ['company', (c) => c.company],
  ['jobTitle', (c) => c.jobTitle],
  ['birthdate', (c) => c.birthdate],
  ['labels', (c) => c.labelKeys.join('; ')],
  ['subscriptionStatus', (c) => c.subscriptionStatus ?? ''],
  ['source', (c) => c.sourceType],
  ['lastActivity', (c) => c.lastActivity?.type ?? ''],
  ['lastActivityDate', (c) => c.lastActivity?.date ?? ''],
  ['memberId', (c) => c.member?.memberId ?? ''],
  ['createdDate', (c) => c.createdDate ?? ''],
];

/** Every contact of the current search and filter to CSV, page by page, with progress. */
export function ExportContacts({
  siteId,
  filter,
  search,
  sort,
}: {
  siteId: string;
  filter: ContactFilter | null;
  search: string;
  sort: ContactSort | null;
}) {
  return (
    <ExportCsvButton
      label={t('contacts.export.button')}
      filePrefix="contacts"
      done={(count) => plural('contacts.export.done', count)}
      exporter={(write, onProgress) =>
        exportCsv(
          COLUMNS,
          rowsOf(contactPages(siteId, { filter, search, sort }), (page) => page.contacts),
          write,
          onProgress,
        )
      }
    />
  );
}
