import type { ContactLabel, ExtendedFieldDataType, ExtendedFieldDef } from '../messaging/contacts';
import type { SiteClient } from './client';

// A site's contact labels and extended fields (the definitions contacts carry values of): list,
// find or create, rename, delete. Only the site's own (USER_DEFINED) ones can be renamed or deleted;
// the provider refuses the others.

type LabelDoc = { key?: string | null; displayName?: string | null; labelType?: string | null };
const toLabel = (l: LabelDoc): ContactLabel => ({
  key: l.key ?? '',
  name: l.displayName ?? l.key ?? '',
  type: String(l.labelType ?? 'USER_DEFINED'),
});

type FieldDoc = {
  key?: string | null;
  displayName?: string | null;
  dataType?: string | null;
  fieldType?: string | null;
};
const toField = (f: FieldDoc): ExtendedFieldDef => ({
  key: f.key ?? '',
  name: f.displayName ?? f.key ?? '',
  dataType: String(f.dataType ?? 'TEXT'),
  fieldType: String(f.fieldType ?? 'USER_DEFINED'),
});

export async function listLabels(client: SiteClient): Promise<ContactLabel[]> {
  const res = await client.labels.queryLabels().limit(1000).find();
  return res.items.map(toLabel);
}

/** A label by its display name: the existing one, or a new `custom.*` label. */
export async function findOrCreateLabel(client: SiteClient, name: string): Promise<ContactLabel> {
  const l = (await client.labels.findOrCreateLabel(name)).label;
  if (!l?.key) throw new Error('The provider answered the new label without its key.');
  return toLabel(l);
}

export async function renameLabel(client: SiteClient, key: string, name: string): Promise<ContactLabel> {
  return toLabel(await client.labels.renameLabel(key, { displayName: name }));
}

/** Deletes the label; the provider takes it off every contact that had it. */
export async function deleteLabel(client: SiteClient, key: string): Promise<void> {
  await client.labels.deleteLabel(key);
}

export async function listExtendedFields(client: SiteClient): Promise<ExtendedFieldDef[]> {
  const res = await client.extendedFields.queryExtendedFields().limit(100).find();
  return res.items.map(toField);
}

/** A field by its display name: the existing one (whatever its type), or a new `custom.*` field of this type. */
export async function findOrCreateExtendedField(
  client: SiteClient,
  name: string,
  dataType: ExtendedFieldDataType,
): Promise<ExtendedFieldDef> {
  const f = (await client.extendedFields.findOrCreateExtendedField(name, dataType)).field;
  if (!f?.key) throw new Error('The provider answered the new field without its key.');
  return toField(f);
}

export async function renameExtendedField(client: SiteClient, key: string, name: string): Promise<ExtendedFieldDef> {
  return toField(await client.extendedFields.renameExtendedField(key, { displayName: name }));
}

/** Deletes the field; the provider deletes every contact's value of it. */
export async function deleteExtendedField(client: SiteClient, key: string): Promise<void> {
  await client.extendedFields.deleteExtendedField(key);
}
