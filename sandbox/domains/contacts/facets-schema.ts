// Migration 094-contacts-facets-search: what facets count and search-as-you-type reads, indexed.
//  - contact_search gets the primary email's subscription and deliverability status and whether
//    the contact has labels; the triggers (schema.ts) are re-made to fill them, rows already
//    there are filled once here.
//  - contact_search_facets: one index-only pass counts every facet but the per-label ones.
//  - contact_search_company: `info.company $startsWith` (the search box's fifth field) as a range.
import { contactTriggers, text, type SearchColumn } from './schema.ts';

export const FACET_COLUMNS: readonly SearchColumn[] = [
  ['email_subscription', (doc) => text(doc, 'primaryEmail.subscriptionStatus')],
  ['email_deliverability', (doc) => text(doc, 'primaryEmail.deliverabilityStatus')],
  ['labeled', (doc) => `(COALESCE(json_array_length(${doc}, '$.info.labelKeys.items'), 0) > 0)`],
];

export const contactsFacetsSchema = /* sql */ `
ALTER TABLE contact_search ADD COLUMN email_subscription TEXT;
ALTER TABLE contact_search ADD COLUMN email_deliverability TEXT;
ALTER TABLE contact_search ADD COLUMN labeled INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER contacts_search_insert;
DROP TRIGGER contacts_search_update;
DROP TRIGGER contacts_search_delete;
${contactTriggers(FACET_COLUMNS).join('\n\n')}

UPDATE contact_search SET (${FACET_COLUMNS.map(([c]) => c).join(', ')}) = (
  SELECT ${FACET_COLUMNS.map(([, e]) => e('c.doc')).join(', ')} FROM contacts c WHERE c.site_id = contact_search.site AND c.id = contact_search.id
);

CREATE INDEX contact_search_facets ON contact_search(site, email_subscription, email_deliverability, member_status, labeled);
CREATE INDEX contact_search_company ON contact_search(site, company);
`;
