// Each demo site's own extended fields (one per data type, USER_DEFINED `custom.*`) and their
// values on about a third of the site's contacts. Its own PRNG stream: the rest of the seed is
// untouched by it.
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import {
  customField,
  type ExtendedFieldDoc,
  type FieldDataType,
} from '../domains/extended-fields/extended-field-doc.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

type FieldSeed = readonly [key: string, displayName: string, dataType: FieldDataType, createdDaysAgo: number];

/** Per demo site key (demo-sites.ts); keys follow the provider's rule (custom.<slug of the name>). */
const FIELDS: Record<string, readonly FieldSeed[]> = {
  'bloom-and-basket': [
    ['custom.favorite-flower', 'Favorite Flower', 'TEXT', 410],
    ['custom.orders-this-year', 'Orders This Year', 'NUMBER', 300],
    ['custom.anniversary', 'Anniversary', 'DATE', 220],
    ['custom.instagram', 'Instagram', 'URL', 95],
  ],
  'harbor-coffee-roasters': [
    ['custom.preferred-roast', 'Preferred Roast', 'TEXT', 260],
    ['custom.cups-per-day', 'Cups Per Day', 'NUMBER', 200],
    ['custom.first-order', 'First Order', 'DATE', 150],
    ['custom.website', 'Website', 'URL', 40],
  ],
  'northwind-yoga': [
    ['custom.yoga-style', 'Yoga Style', 'TEXT', 180],
    ['custom.classes-attended', 'Classes Attended', 'NUMBER', 120],
    ['custom.pass-renewal', 'Pass Renewal', 'DATE', 60],
    ['custom.website', 'Website', 'URL', 30],
  ],
};

const TEXT_VALUES: Record<string, readonly string[]> = {
  'custom.favorite-flower': ['Peony', 'Ranunculus', 'Sweet pea', 'Dahlia', 'Tulip', 'Lisianthus'],
  'custom.preferred-roast': ['Light', 'Medium', 'Dark', 'Espresso'],
  'custom.yoga-style': ['Hatha', 'Vinyasa', 'Yin', 'Ashtanga', 'Restorative'],
};

export function seedExtendedFields(siteKey: string): ExtendedFieldDoc[] {
  return (FIELDS[siteKey] ?? []).map(([key, displayName, dataType, days]) =>
    customField(key, displayName, dataType, isoDaysAgo(days)),
  );
}

/** A value of `field`'s data type: text, a number, a `YYYY-MM-DD` date or an https URL. */
export function fieldValue(rng: Prng, field: ExtendedFieldDoc, handle: string): string | number {
  switch (field.dataType) {
    case 'TEXT':
      return rng.pick(TEXT_VALUES[field.key] ?? ['Yes', 'No']);
    case 'NUMBER':
      return rng.int(0, 40);
    case 'DATE':
      return isoDaysAgo(rng.int(10, 3000)).slice(0, 10);
    case 'URL':
      return field.key === 'custom.instagram' ? `https://instagram.example/${handle}` : `https://${handle}.example.com`;
  }
}

/** Puts values of the site's fields on about a third of `contacts` (in place). */
export function seedExtendedFieldValues(
  rng: Prng,
  contacts: readonly ContactDoc[],
  fields: readonly ExtendedFieldDoc[],
): void {
  for (const c of contacts) {
    if (!rng.chance(0.35)) continue;
    const handle = (c.primaryInfo.email ?? c.id)
      .split('@')[0]!
      .replace(/[^a-z0-9]+/gi, '')
      .toLowerCase();
    for (const f of fields) if (rng.chance(0.6)) c.info.extendedFields.items[f.key] = fieldValue(rng, f, handle);
  }
}
