// Site labels in REST shape (docs/provider-contract.md §3.3), as stored in contact_labels.doc and served as
// is: the SYSTEM labels every site has and the site's own USER_DEFINED `custom.*` ones.
import type { DefinitionTable } from '../definitions/kind.ts';

export interface LabelDoc {
  namespace: string;
  namespaceDisplayName: string;
  key: string;
  displayName: string;
  labelType: 'SYSTEM' | 'USER_DEFINED' | 'WIX_APP_DEFINED';
  createdDate?: string;
  updatedDate?: string;
}

/** The system labels named in the provider's label examples (List Labels: namespace display name "Labels"). */
export const SYSTEM_LABELS: readonly LabelDoc[] = [
  {
    namespace: 'contacts',
    namespaceDisplayName: 'Labels',
    key: 'contacts.customers',
    displayName: 'Customers',
    labelType: 'SYSTEM',
  },
  {
    namespace: 'contacts',
    namespaceDisplayName: 'Labels',
    key: 'contacts.contacted-me',
    displayName: 'Contacted Me',
    labelType: 'SYSTEM',
  },
];

export const LABEL_TABLE: DefinitionTable<LabelDoc> = { table: 'contact_labels', system: SYSTEM_LABELS };

/** A label of the site's own, made now. */
export function customLabel(key: string, displayName: string, iso: string): LabelDoc {
  return {
    namespace: 'custom',
    namespaceDisplayName: 'Labels',
    key,
    displayName,
    labelType: 'USER_DEFINED',
    createdDate: iso,
    updatedDate: iso,
  };
}
