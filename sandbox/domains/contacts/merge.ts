// Merge Contacts (merge guide + Merge Contacts docs): no target data is overwritten; emails,
// phones, addresses and labels of the sources are appended (first source first) without
// duplicates; the target's primary email/phone stays primary; empty target fields are filled.
import type { ContactDoc, ContactInfoDoc } from './contact-doc.ts';
import { withDerived } from './build.ts';

const norm = (s: string | undefined): string => (s ?? '').trim().toLowerCase();
const phoneKey = (p: { phone: string; e164Phone?: string }): string => p.e164Phone ?? p.phone.replace(/\D/g, '');
const addressKey = (a: ContactInfoDoc['addresses']['items'][number]): string =>
  JSON.stringify(a.address, Object.keys(a.address).sort());

function appendUnique<T>(target: T[], extra: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set(target.map(key));
  const out = [...target];
  for (const item of extra) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

function mergeInfo(target: ContactInfoDoc, source: ContactInfoDoc): ContactInfoDoc {
  const hasPrimaryEmail = target.emails.items.length > 0;
  const hasPrimaryPhone = target.phones.items.length > 0;
  const info: ContactInfoDoc = {
    ...target,
    name: { ...source.name, ...target.name },
    emails: {
      items: appendUnique(
        target.emails.items,
        source.emails.items.map((e) => ({ ...e, primary: hasPrimaryEmail ? false : e.primary })),
        (e) => norm(e.email),
      ),
    },
    phones: {
      items: appendUnique(
        target.phones.items,
        source.phones.items.map((p) => ({ ...p, primary: hasPrimaryPhone ? false : p.primary })),
        phoneKey,
      ),
    },
    addresses: { items: appendUnique(target.addresses.items, source.addresses.items, addressKey) },
    labelKeys: { items: [...new Set([...target.labelKeys.items, ...source.labelKeys.items])] },
    extendedFields: { items: { ...source.extendedFields.items, ...target.extendedFields.items } },
  };
  for (const key of ['company', 'jobTitle', 'birthdate', 'locale'] as const) {
    if (!info[key] && source[key]) info[key] = source[key];
  }
  if (!info.picture && source.picture) info.picture = source.picture;
  if (source.locations)
    info.locations = { items: [...new Set([...(target.locations?.items ?? []), ...source.locations.items])] };
  return info;
}

export function mergeContacts(target: ContactDoc, sources: readonly ContactDoc[], now: Date): ContactDoc {
  const info = sources.reduce((acc, s) => mergeInfo(acc, s.info), target.info);
  const iso = now.toISOString();
  return withDerived({
    ...target,
    revision: target.revision + 1,
    updatedDate: iso,
    lastActivity: { activityDate: iso, activityType: 'CONTACT_MERGED' },
    info,
  });
}
