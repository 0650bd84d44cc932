// Extended field definitions in REST shape (docs/provider-contract.md §3.3), as stored in
// contact_extended_fields.doc and served as is.
export const FIELD_DATA_TYPES = ['TEXT', 'NUMBER', 'DATE', 'URL'] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

export interface ExtendedFieldDoc {
  namespace: string;
  key: string;
  displayName: string;
  dataType: FieldDataType;
  fieldType: 'SYSTEM' | 'USER_DEFINED';
  createdDate?: string;
  updatedDate?: string;
  /** System fields only. */
  description?: string;
}

export const EXTENDED_FIELD_FQDN = 'wix.contacts.v4.extended_field';

/** A field of the site's own (`custom.*`), made at `iso`. */
export function customField(key: string, displayName: string, dataType: FieldDataType, iso: string): ExtendedFieldDoc {
  return {
    namespace: 'custom',
    key,
    displayName,
    dataType,
    fieldType: 'USER_DEFINED',
    createdDate: iso,
    updatedDate: iso,
  };
}
