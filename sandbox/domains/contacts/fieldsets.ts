// Projection by fieldsets and fields (Get/Query Contacts docs): `id` and `revision` always come
// back; BASIC = primaryInfo + info.name, COMMUNICATION_DETAILS adds emails/phones/addresses,
// EXTENDED adds extendedFields, FULL is everything. Fields and fieldsets are unioned; with
// neither, FULL.
import type { ContactDoc } from './contact-doc.ts';

export const CONTACT_FIELDSETS = ['BASIC', 'COMMUNICATION_DETAILS', 'EXTENDED', 'FULL'] as const;
export type ContactFieldset = (typeof CONTACT_FIELDSETS)[number];

const FIELDSET_PATHS: Record<Exclude<ContactFieldset, 'FULL'>, readonly string[]> = {
  BASIC: ['primaryInfo', 'info.name'],
  COMMUNICATION_DETAILS: ['primaryInfo', 'info.name', 'info.emails', 'info.phones', 'info.addresses'],
  EXTENDED: ['primaryInfo', 'info.name', 'info.extendedFields'],
};

/** null = the whole contact. */
export type Projection = ReadonlySet<string> | null;

export function projectionOf(
  fieldsets: readonly ContactFieldset[] | null | undefined,
  fields: readonly string[] | null | undefined,
): Projection {
  const sets = fieldsets ?? [];
  const list = fields ?? [];
  if (sets.includes('FULL') || (sets.length === 0 && list.length === 0)) return null;
  const paths = new Set<string>(list);
  for (const s of sets) for (const p of FIELDSET_PATHS[s as Exclude<ContactFieldset, 'FULL'>]) paths.add(p);
  return paths;
}

export function projectContact(c: ContactDoc, projection: Projection): Partial<ContactDoc> {
  if (projection === null) return c;
  const out: Record<string, unknown> = { id: c.id, revision: c.revision };
  const info: Record<string, unknown> = {};
  const source = c as unknown as Record<string, unknown>;
  const sourceInfo = c.info as unknown as Record<string, unknown>;
  for (const path of projection) {
    if (path === 'info') Object.assign(info, c.info);
    else if (path.startsWith('info.')) {
      const key = path.slice('info.'.length).split('.')[0]!;
      if (sourceInfo[key] !== undefined) info[key] = sourceInfo[key];
    } else {
      const key = path.split('.')[0]!;
      if (source[key] !== undefined) out[key] = source[key];
    }
  }
  if (Object.keys(info).length > 0) out.info = info;
  return out as Partial<ContactDoc>;
}
