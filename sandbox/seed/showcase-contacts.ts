// Hand-made contacts every demo site gets, appended after the generated ones (own PRNG stream,
// so nothing generated before them moves), for the Contacts tab's edge cases:
//  - a member and a visitor with every field (tagged emails/phones, geocoded addresses, picture,
//    birthdate, company and job, labels, extended fields, member info, last activity);
//  - contacts with nothing optional: a name only, an email only, a phone only;
//  - duplicates to merge: two visitors sharing an email (in another case), two sharing a phone,
//    and a visitor sharing the complete member's work email (the member can only be the target);
//  - every email state a facet counts (subscribed, unsubscribed, pending, bounced, spam, inactive).
import { emptyInfo } from '../domains/contacts/build.ts';
import type { ContactAddressItem, ContactDoc } from '../domains/contacts/contact-doc.ts';
import type { ExtendedFieldDoc } from '../domains/extended-fields/extended-field-doc.ts';
import type { MemberDoc } from '../domains/members/member-doc.ts';
import { fieldValue } from './extended-fields.ts';
import type { Person } from './people.ts';
import { isoDaysAgo, type Prng } from './prng.ts';
import { CITIES } from './word-lists.ts';

type EmailState = NonNullable<ContactDoc['primaryEmail']>;

/** The contact envelope around `info`; primaryInfo/primaryEmail/primaryPhone follow the primary items. */
function contact(
  rng: Prng,
  info: Partial<ContactDoc['info']>,
  opts: { daysAgo: number; activity: string; source?: string; email?: Partial<EmailState> },
): ContactDoc {
  const full: ContactDoc['info'] = { ...emptyInfo(), ...info };
  const email = full.emails.items.find((e) => e.primary);
  const phone = full.phones.items.find((p) => p.primary);
  const created = isoDaysAgo(opts.daysAgo);
  const image = full.picture?.image;
  return {
    id: rng.guid(),
    revision: 1,
    source: { sourceType: opts.source ?? 'ADMIN' },
    createdDate: created,
    updatedDate: isoDaysAgo(opts.daysAgo / 2),
    lastActivity: { activityDate: isoDaysAgo(opts.daysAgo / 3), activityType: opts.activity },
    primaryInfo: { ...(email && { email: email.email }), ...(phone && { phone: phone.phone }) },
    ...(email && {
      primaryEmail: { email: email.email, subscriptionStatus: 'NOT_SET', deliverabilityStatus: 'VALID', ...opts.email },
    }),
    ...(phone && {
      primaryPhone: {
        ...(phone.countryCode && { countryCode: phone.countryCode }),
        ...(phone.e164Phone && { e164Phone: phone.e164Phone }),
        phone: phone.phone,
        subscriptionStatus: 'NOT_SET',
        deliverabilityStatus: 'NOT_SET',
      },
    }),
    ...(image && { picture: { id: image.id, url: image.url, height: image.height, width: image.width } }),
    info: full,
  };
}

const emailItem = (rng: Prng, email: string, tag: string, primary = false) => ({ id: rng.guid(), tag, email, primary });
const phoneItem = (rng: Prng, phone: string, e164Phone: string, tag: string, primary = false, countryCode = 'US') => ({
  id: rng.guid(),
  tag,
  countryCode,
  phone,
  e164Phone,
  primary,
});

function address(rng: Prng, cityIndex: number, number: string, street: string, tag: string): ContactAddressItem {
  const c = CITIES[cityIndex % CITIES.length]!;
  const postalCode = `${c.postalPrefix}${10 + cityIndex}`;
  return {
    id: rng.guid(),
    tag,
    address: {
      addressLine: `${number} ${street}`,
      addressLine2: 'Unit 4',
      streetAddress: { number, name: street },
      city: c.city,
      subdivision: c.subdivision,
      country: c.country,
      postalCode,
      formattedAddress: `${number} ${street}, Unit 4, ${c.city} ${postalCode}, ${c.country}`,
      geocode: { latitude: c.latitude, longitude: c.longitude },
    },
  };
}

function image(rng: Prng): { id: string; url: string; height: number; width: number } {
  const id = `a27d24_${rng.hex(12)}~mv2.jpg`;
  return { id, url: `https://static.wixstatic.com/media/${id}`, height: 512, width: 512 };
}

function allFieldValues(rng: Prng, fields: readonly ExtendedFieldDoc[], handle: string): Record<string, unknown> {
  return Object.fromEntries([
    ...fields.map((f) => [f.key, fieldValue(rng, f, handle)]),
    ['invoices.vatId', `GB${rng.int(100_000_000, 999_999_999)}`],
  ]);
}

export function showcasePeople(rng: Prng, fields: readonly ExtendedFieldDoc[]): Person[] {
  const at = (local: string) => `${local}@example.com`;

  // 1. A member with every field.
  const memberEmail = at('valentina.moreno');
  const photo = image(rng);
  const member = contact(
    rng,
    {
      name: { first: 'Valentina', last: 'Moreno' },
      emails: {
        items: [
          emailItem(rng, memberEmail, 'MAIN', true),
          emailItem(rng, 'valentina.home@example.org', 'HOME'),
          emailItem(rng, 'v.moreno@moreno-studio.example', 'WORK'),
        ],
      },
      phones: {
        items: [
          phoneItem(rng, '+1 503 555 0101', '+15035550101', 'MOBILE', true),
          phoneItem(rng, '+1 503 555 0102', '+15035550102', 'HOME'),
          phoneItem(rng, '+1 503 555 0103', '+15035550103', 'WORK'),
        ],
      },
      addresses: {
        items: [
          address(rng, 0, '118', 'Maple Avenue', 'HOME'),
          address(rng, 2, '40', 'Harbor Street', 'SHIPPING'),
          address(rng, 3, '7', 'Mill Street', 'BILLING'),
        ],
      },
      company: 'Moreno Studio',
      jobTitle: 'Creative Director',
      birthdate: '1987-04-23',
      locale: 'en-us',
      labelKeys: { items: ['contacts.customers', 'custom.vip', 'custom.newsletter-2026'] },
      extendedFields: { items: allFieldValues(rng, fields, 'valentinamoreno') },
      locations: { items: [rng.guid()] },
      picture: { image: photo },
    },
    {
      daysAgo: 380,
      activity: 'ECOM_PURCHASE',
      source: 'WIX_SITE_MEMBERS',
      email: { subscriptionStatus: 'SUBSCRIBED' },
    },
  );
  const memberId = rng.guid();
  const signup = member.createdDate;
  member.memberInfo = {
    memberId,
    signupDate: signup,
    email: memberEmail,
    emailVerified: true,
    status: 'ACTIVE',
    profileInfo: { nickname: 'Valentina Moreno', privacyStatus: 'PRIVATE', muted: false },
    sessionInfo: { lastWebLogin: isoDaysAgo(2) },
  };
  const memberDoc: MemberDoc = {
    id: memberId,
    loginEmail: memberEmail,
    loginEmailVerified: true,
    status: 'APPROVED',
    contactId: member.id,
    contact: {
      contactId: member.id,
      firstName: 'Valentina',
      lastName: 'Moreno',
      phones: member.info.phones.items.map((p) => p.phone),
      emails: member.info.emails.items.map((e) => e.email),
      addresses: member.info.addresses.items.map(({ id, address: a }) => ({
        id,
        ...(a.addressLine && { addressLine: a.addressLine }),
        ...(a.addressLine2 && { addressLine2: a.addressLine2 }),
        ...(a.streetAddress && { streetAddress: a.streetAddress }),
        ...(a.city && { city: a.city }),
        ...(a.subdivision && { subdivision: a.subdivision }),
        ...(a.country && { country: a.country }),
        ...(a.postalCode && { postalCode: a.postalCode }),
      })),
      birthdate: '1987-04-23',
      company: 'Moreno Studio',
      jobTitle: 'Creative Director',
      customFields: {},
    },
    profile: { nickname: 'Valentina Moreno', slug: 'valentinamoreno-showcase', photo },
    privacyStatus: 'PRIVATE',
    activityStatus: 'ACTIVE',
    createdDate: signup,
    updatedDate: member.updatedDate,
    lastLoginDate: isoDaysAgo(2),
  };

  // 2. A visitor with every field but member info.
  const visitor = contact(
    rng,
    {
      name: { first: 'Theodore', last: 'Achebe' },
      emails: {
        items: [emailItem(rng, at('theo.achebe'), 'WORK', true), emailItem(rng, 'theo@achebe-family.example', 'HOME')],
      },
      phones: {
        items: [
          phoneItem(rng, '020 7946 0321', '+442079460321', 'WORK', true, 'GB'),
          phoneItem(rng, '07700 900321', '+447700900321', 'MOBILE', false, 'GB'),
        ],
      },
      addresses: { items: [address(rng, 5, '12', 'King Street', 'WORK'), address(rng, 5, '3', 'Garden Row', 'HOME')] },
      company: 'Achebe & Daughters Catering',
      jobTitle: 'Head of Purchasing',
      birthdate: '1979-11-02',
      locale: 'en-gb',
      labelKeys: { items: ['contacts.contacted-me', 'custom.wholesale'] },
      extendedFields: { items: allFieldValues(rng, fields, 'theoachebe') },
      picture: { image: image(rng) },
    },
    { daysAgo: 210, activity: 'INVOICE_PAY', email: { subscriptionStatus: 'PENDING' } },
  );

  // 3. Nothing optional: a name, an email or a phone only (a contact needs one of the three).
  const nameOnly = contact(rng, { name: { first: 'Walk-in' } }, { daysAgo: 12, activity: 'CONTACT_CREATED' });
  const emailOnly = contact(
    rng,
    { emails: { items: [emailItem(rng, at('no.name'), 'UNTAGGED', true)] } },
    { daysAgo: 9, activity: 'FORM_SUBMITTED', source: 'WIX_FORMS', email: { deliverabilityStatus: 'SPAM_COMPLAINT' } },
  );
  const phoneOnly = contact(
    rng,
    { phones: { items: [phoneItem(rng, '+1 212 555 0199', '+12125550199', 'UNTAGGED', true)] } },
    { daysAgo: 6, activity: 'CONTACT_CREATED' },
  );

  // 4. Duplicates to merge.
  const dupEmailA = contact(
    rng,
    {
      name: { first: 'Sam', last: 'Rivera' },
      emails: { items: [emailItem(rng, at('sam.rivera'), 'MAIN', true)] },
      phones: { items: [phoneItem(rng, '+1 415 555 0142', '+14155550142', 'MOBILE', true)] },
    },
    {
      daysAgo: 300,
      activity: 'ECOM_CHECKOUT_BUYER',
      source: 'WIX_STORES',
      email: { subscriptionStatus: 'UNSUBSCRIBED' },
    },
  );
  const dupEmailB = contact(
    rng,
    {
      name: { first: 'Samantha', last: 'Rivera' },
      emails: { items: [emailItem(rng, at('Sam.Rivera'), 'UNTAGGED', true)] },
      addresses: { items: [address(rng, 1, '9', 'Cedar Lane', 'SHIPPING')] },
      company: 'Rivera Events',
      labelKeys: { items: ['custom.workshop-attendees'] },
    },
    { daysAgo: 45, activity: 'FORM_SUBMITTED', source: 'WIX_FORMS', email: { deliverabilityStatus: 'INACTIVE' } },
  );
  const dupPhoneA = contact(
    rng,
    {
      name: { first: 'Jo', last: 'Park' },
      phones: { items: [phoneItem(rng, '+1 646 555 0177', '+16465550177', 'MOBILE', true)] },
    },
    { daysAgo: 150, activity: 'BOOKINGS_APPOINTMENT' },
  );
  const dupPhoneB = contact(
    rng,
    {
      name: { first: 'Joanne', last: 'Park' },
      emails: { items: [emailItem(rng, at('joanne.park'), 'HOME', true)] },
      phones: { items: [phoneItem(rng, '+1 646 555 0177', '+16465550177', 'HOME', true)] },
      birthdate: '1992-08-14',
    },
    {
      daysAgo: 20,
      activity: 'NEWSLETTER_SUBSCRIPTION_SUBSCRIBE',
      email: { subscriptionStatus: 'SUBSCRIBED', deliverabilityStatus: 'BOUNCED' },
    },
  );
  const dupOfMember = contact(
    rng,
    {
      name: { first: 'V.', last: 'Moreno' },
      emails: { items: [emailItem(rng, 'v.moreno@moreno-studio.example', 'WORK', true)] },
      company: 'Moreno Studio',
    },
    { daysAgo: 30, activity: 'INBOX_MESSAGE_FROM_CUSTOMER' },
  );

  const person = (c: ContactDoc, m?: MemberDoc): Person => ({
    first: c.info.name.first ?? '',
    last: c.info.name.last ?? '',
    nickname: m?.profile.nickname ?? '',
    email: c.primaryInfo.email ?? '',
    contact: c,
    ...(m && { member: m }),
  });
  return [
    person(member, memberDoc),
    ...[visitor, nameOnly, emailOnly, phoneOnly, dupEmailA, dupEmailB, dupPhoneA, dupPhoneB, dupOfMember].map((c) =>
      person(c),
    ),
  ];
}
