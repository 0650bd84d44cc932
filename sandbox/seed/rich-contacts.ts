// Enriches seeded contacts for the `large` seed: several tagged emails, phones and addresses,
// every activity type, varied sources and labels, and hostile text on a few records. It draws
// from its own PRNG stream, so the `small` seed (which skips it) stays byte-identical.
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import { ACTIVITY_TYPES, sourceForActivity, type ActivityType } from './activity-types.ts';
import { HOSTILE } from './hostile-text.ts';
import type { Person } from './people.ts';
import type { Prng } from './prng.ts';
import { CITIES, STREET_NAMES } from './word-lists.ts';

/** Label keys the large seed puts on contacts (the labels domain should know them). */
export const SEED_LABEL_KEYS = [
  'custom.vip',
  'custom.wholesale',
  'custom.newsletter-2026',
  'custom.workshop-attendees',
] as const;

const DIAL: Record<string, { code: string; digits: number }> = {
  US: { code: '1', digits: 10 },
  CA: { code: '1', digits: 10 },
  GB: { code: '44', digits: 10 },
  DE: { code: '49', digits: 10 },
  FR: { code: '33', digits: 9 },
  IL: { code: '972', digits: 9 },
  AU: { code: '61', digits: 9 },
};

function phoneIn(rng: Prng, country: string): { countryCode: string; phone: string; e164Phone: string } {
  const d = DIAL[country] ?? DIAL.US!;
  let national = String(rng.int(2, 9));
  while (national.length < d.digits) national += String(rng.int(0, 9));
  // National format: NANP numbers without a trunk prefix, the others with a leading 0.
  return {
    countryCode: country,
    phone: d.code === '1' ? national : `0${national}`,
    e164Phone: `+${d.code}${national}`,
  };
}

function extraAddress(rng: Prng) {
  const c = rng.pick(CITIES);
  const number = String(rng.int(1, 400));
  const name = rng.pick(STREET_NAMES);
  const postalCode = `${c.postalPrefix}${rng.int(10, 99)}`;
  return {
    addressLine: `${number} ${name}`,
    addressLine2: `Suite ${rng.int(100, 999)}`,
    streetAddress: { number, name },
    city: c.city,
    subdivision: c.subdivision,
    country: c.country,
    postalCode,
    formattedAddress: `${number} ${name}, Suite, ${c.city} ${postalCode}, ${c.country}`,
    geocode: { latitude: c.latitude, longitude: c.longitude },
  };
}

/** Hostile names for a handful of visitor contacts (index among visitors). */
const HOSTILE_CONTACTS: Record<number, { first: string; last: string; company?: string }> = {
  0: { first: '<script>alert("contact")</script>', last: HOSTILE.quoteAmp },
  1: { first: 'נועה', last: HOSTILE.rtlBody, company: HOSTILE.rtlTitle },
  2: { first: HOSTILE.long.slice(0, 600), last: 'Longname' },
  3: { first: 'Eve', last: HOSTILE.imgBody, company: HOSTILE.jsonBreaker },
};

export function enrichContact(
  rng: Prng,
  p: Person,
  index: number,
  opts: { visitorIndex?: number; hostile: boolean },
): void {
  const c: ContactDoc = p.contact;
  const info = c.info;
  const country = info.addresses.items[0]?.address.country ?? 'US';
  const alias = p.email.split('@')[0]!;

  if (rng.chance(0.35))
    info.emails.items.push({ id: rng.guid(), tag: 'HOME', email: `${alias}.home@example.org`, primary: false });
  if (info.company || rng.chance(0.15))
    info.emails.items.push({ id: rng.guid(), tag: 'WORK', email: `${alias}@work.example.net`, primary: false });
  for (const tag of ['HOME', 'WORK'] as const) {
    if (rng.chance(0.25))
      info.phones.items.push({
        id: rng.guid(),
        tag,
        ...phoneIn(rng, country),
        primary: info.phones.items.length === 0,
      });
  }
  if (rng.chance(0.2))
    info.addresses.items.push({
      id: rng.guid(),
      tag: rng.pick(['WORK', 'BILLING', 'SHIPPING']),
      address: extraAddress(rng),
    });
  // The provider derives primaryInfo/primaryPhone from the primary phone (contacts/build.ts withDerived).
  const primary = info.phones.items.find((x) => x.primary) ?? info.phones.items[0];
  if (primary) {
    c.primaryInfo.phone = primary.phone;
    c.primaryPhone = {
      ...(primary.countryCode && { countryCode: primary.countryCode }),
      ...(primary.e164Phone && { e164Phone: primary.e164Phone }),
      phone: primary.phone,
      subscriptionStatus: rng.pick(['NOT_SET', 'SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING']),
      deliverabilityStatus: 'NOT_SET',
    };
  }
  if (rng.chance(0.25)) {
    const image = { id: `a27d24_${rng.hex(12)}~mv2.jpg`, height: 256, width: 256 };
    const withUrl = { ...image, url: `https://static.wixstatic.com/media/${image.id}` };
    info.picture = { image: withUrl };
    c.picture = withUrl;
  }

  // The first contacts of each site cycle through every activity type; the rest are weighted.
  const type: ActivityType =
    index < ACTIVITY_TYPES.length
      ? ACTIVITY_TYPES[index]!
      : c.memberInfo
        ? rng.weighted([
            ['MEMBER_LOGIN', 60],
            ['ECOM_PURCHASE', 15],
            ['MEMBER_REGISTER', 5],
            ['MEMBER_STATUS_CHANGED', 5],
            [rng.pick(ACTIVITY_TYPES), 15],
          ] as const)
        : rng.pick(ACTIVITY_TYPES);
  c.lastActivity = { ...c.lastActivity, activityType: type };
  if (!c.memberInfo) c.source = { sourceType: sourceForActivity(type) };

  const labels = new Set(info.labelKeys.items);
  for (const key of SEED_LABEL_KEYS) if (rng.chance(0.12)) labels.add(key);
  info.labelKeys.items = [...labels];

  const planted = opts.hostile && opts.visitorIndex !== undefined ? HOSTILE_CONTACTS[opts.visitorIndex] : undefined;
  if (planted) {
    info.name = { first: planted.first, last: planted.last };
    if (planted.company) info.company = planted.company;
  }
}
