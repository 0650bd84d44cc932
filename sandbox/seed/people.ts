// Seeds a site's people: members (each linked to a contact with memberInfo) and visitor contacts.
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import type { MemberDoc, MemberStatus } from '../domains/members/member-doc.ts';
import { HOSTILE } from './hostile-text.ts';
import { isoDaysAgo, type Prng } from './prng.ts';
import { CITIES, COMPANIES, EMAIL_DOMAINS, FIRST_NAMES, JOB_TITLES, LAST_NAMES, STREET_NAMES } from './word-lists.ts';

export interface Person {
  first: string;
  last: string;
  nickname: string;
  email: string;
  contact: ContactDoc;
  member?: MemberDoc;
}

const wixImage = (id: string, width: number, height: number) => ({
  id,
  url: `https://static.wixstatic.com/media/${id}`,
  height,
  width,
});

const ascii = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();

const CONTACT_MEMBER_STATUS: Record<MemberStatus, NonNullable<ContactDoc['memberInfo']>['status']> = {
  APPROVED: 'ACTIVE',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
  UNKNOWN: 'PENDING',
};

function address(rng: Prng) {
  const c = rng.pick(CITIES);
  const number = String(rng.int(1, 980));
  const name = rng.pick(STREET_NAMES);
  const postalCode = `${c.postalPrefix}${rng.int(10, 99)}`;
  const jitter = (): number => Math.round((rng.next() - 0.5) * 0.08 * 1e6) / 1e6;
  return {
    addressLine: `${number} ${name}`,
    streetAddress: { number, name },
    city: c.city,
    subdivision: c.subdivision,
    country: c.country,
    postalCode,
    formattedAddress: `${number} ${name}, ${c.city} ${postalCode}, ${c.country}`,
    geocode: {
      latitude: Math.round((c.latitude + jitter()) * 1e6) / 1e6,
      longitude: Math.round((c.longitude + jitter()) * 1e6) / 1e6,
    },
  };
}

export function seedPeople(rng: Prng, opts: { members: number; visitors: number; hostile: boolean }): Person[] {
  const people: Person[] = [];
  const slugs = new Set<string>();
  const total = opts.members + opts.visitors;
  for (let i = 0; i < total; i++) {
    const isMember = i < opts.members;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let nickname = `${first} ${last}`;
    if (opts.hostile && isMember && i === 3) nickname = HOSTILE.nicknameHtml;
    if (opts.hostile && isMember && i === 7) nickname = HOSTILE.rtlNickname;
    if (opts.hostile && isMember && i === 11) nickname = HOSTILE.quoteAmp;
    const email = `${ascii(first)}.${ascii(last)}${i}@${rng.pick(EMAIL_DOMAINS)}`;
    const created = rng.next() * 700 + 2;
    const createdDate = isoDaysAgo(created);
    const updatedDate = isoDaysAgo(created * rng.next());
    const addr = rng.chance(0.8) ? address(rng) : undefined;
    const phone = rng.chance(0.6) ? `+1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}` : undefined;
    const company = rng.chance(0.3) ? rng.pick(COMPANIES) : undefined;
    const jobTitle = rng.chance(0.3) ? rng.pick(JOB_TITLES) : undefined;
    const birthdate = rng.chance(0.4)
      ? `19${rng.int(55, 99)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
      : undefined;
    const contactId = rng.guid();
    const memberId = isMember ? rng.guid() : undefined;
    const status: MemberStatus = rng.weighted([
      ['APPROVED', 70],
      ['PENDING', 14],
      ['BLOCKED', 8],
      ['OFFLINE', 8],
    ] as const);
    const privacy = rng.weighted([
      ['PUBLIC', 60],
      ['PRIVATE', 40],
    ] as const);
    const muted = rng.chance(0.12);
    const lastLogin = status === 'APPROVED' ? isoDaysAgo(rng.next() * created) : undefined;

    const contact: ContactDoc = {
      id: contactId,
      revision: rng.int(1, 6),
      source: isMember
        ? { sourceType: 'WIX_SITE_MEMBERS' }
        : { sourceType: rng.pick(['ADMIN', 'WIX_STORES', 'WIX_FORMS']) },
      createdDate,
      updatedDate,
      lastActivity: {
        activityDate: lastLogin ?? updatedDate,
        activityType: isMember ? 'MEMBER_LOGIN' : 'CONTACT_CREATED',
      },
      primaryInfo: { email, ...(phone && { phone }) },
      primaryEmail: {
        email,
        subscriptionStatus: rng.pick(['NOT_SET', 'SUBSCRIBED', 'UNSUBSCRIBED']),
        deliverabilityStatus: 'VALID',
      },
      info: {
        name: { first, last },
        emails: { items: [{ id: rng.guid(), tag: 'MAIN', email, primary: true }] },
        phones: {
          items: phone
            ? [{ id: rng.guid(), tag: 'MOBILE', countryCode: 'US', phone, e164Phone: phone, primary: true }]
            : [],
        },
        addresses: { items: addr ? [{ id: rng.guid(), tag: 'HOME', address: addr }] : [] },
        ...(company && { company }),
        ...(jobTitle && { jobTitle }),
        ...(birthdate && { birthdate }),
        locale: 'en-us',
        labelKeys: { items: rng.chance(0.3) ? ['custom.vip'] : [] },
        extendedFields: { items: {} },
      },
    };

    let member: MemberDoc | undefined;
    if (memberId) {
      let slug = `${ascii(first)}${ascii(last)}`;
      for (let n = 1; slugs.has(slug); n++) slug = `${ascii(first)}${ascii(last)}${n}`;
      slugs.add(slug);
      member = {
        id: memberId,
        loginEmail: email,
        loginEmailVerified: status === 'APPROVED',
        status,
        contactId,
        contact: {
          contactId,
          firstName: first,
          lastName: last,
          phones: phone ? [phone] : [],
          emails: [email],
          addresses: addr
            ? [
                {
                  id: contact.info.addresses.items[0]!.id,
                  addressLine: addr.addressLine,
                  streetAddress: addr.streetAddress,
                  city: addr.city,
                  subdivision: addr.subdivision,
                  country: addr.country,
                  postalCode: addr.postalCode,
                },
              ]
            : [],
          ...(birthdate && { birthdate }),
          ...(company && { company }),
          ...(jobTitle && { jobTitle }),
          customFields: {},
        },
        profile: {
          nickname,
          slug,
          ...(rng.chance(0.5) && { photo: wixImage(`a27d24_${rng.hex(12)}~mv2.jpg`, 256, 256) }),
          ...(rng.chance(0.2) && {
            title: rng.pick(['Plant lover', 'Regular customer', 'Weekend baker', 'Coffee nerd']),
          }),
        },
        privacyStatus: privacy,
        activityStatus: muted ? 'MUTED' : 'ACTIVE',
        createdDate,
        updatedDate,
        ...(lastLogin && { lastLoginDate: lastLogin }),
      };
      contact.memberInfo = {
        memberId,
        signupDate: createdDate,
        email,
        emailVerified: status === 'APPROVED',
        status: CONTACT_MEMBER_STATUS[status],
        profileInfo: { nickname, privacyStatus: privacy, muted },
        ...(lastLogin && { sessionInfo: { lastWebLogin: lastLogin } }),
      };
    }
    people.push({ first, last, nickname, email, contact, ...(member && { member }) });
  }
  return people;
}
