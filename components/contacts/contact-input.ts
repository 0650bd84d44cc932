import {
  ADDRESS_TAGS,
  CONTACT_INPUT_FIELDS,
  EMAIL_TAGS,
  PHONE_TAGS,
  type ContactCard,
  type ContactInput,
  type ContactInputField,
} from '@/lib/messaging/contacts';

/** The editable part of a contact, as the form holds it. */
export function toInput(c: ContactCard): ContactInput {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    company: c.company,
    jobTitle: c.jobTitle,
    birthdate: c.birthdate,
    emails: c.emails.map((e) => ({ email: e.email, tag: narrow(e.tag, EMAIL_TAGS), primary: e.primary })),
    phones: c.phones.map((p) => ({
      phone: p.phone,
      countryCode: p.countryCode,
      tag: narrow(p.tag, PHONE_TAGS),
      primary: p.primary,
    })),
    addresses: c.addresses.map((a) => ({
      tag: narrow(a.tag, ADDRESS_TAGS),
      addressLine: a.addressLine,
      addressLine2: a.addressLine2,
      city: a.city,
      subdivision: a.subdivision,
      postalCode: a.postalCode,
      country: a.country,
    })),
  };
}

/** The provider's tag string narrowed to the form's choices (an unknown tag edits as untagged). */
function narrow<T extends string>(tag: string, known: readonly T[]): T | 'UNTAGGED' {
  return (known as readonly string[]).includes(tag) ? (tag as T) : 'UNTAGGED';
}

export const emptyInput = (): ContactInput => ({
  firstName: '',
  lastName: '',
  company: '',
  jobTitle: '',
  birthdate: '',
  emails: [],
  phones: [],
  addresses: [],
});

/** Two field values alike (lists compared item by item). */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields where a conflict needs the admin: the admin changed them (mine ≠ base) and so did
 * someone else (theirs ≠ base), to a different value. Fields only one side changed merge by themselves.
 */
export function conflictingFields(base: ContactInput, mine: ContactInput, theirs: ContactInput): ContactInputField[] {
  return CONTACT_INPUT_FIELDS.filter(
    (f) => !same(mine[f], base[f]) && !same(theirs[f], base[f]) && !same(mine[f], theirs[f]),
  );
}

/** The edit rebased on the current contact: the admin's changes over theirs, then the admin's choice per conflicting field. */
export function rebase(
  base: ContactInput,
  mine: ContactInput,
  theirs: ContactInput,
  choice: Partial<Record<ContactInputField, 'mine' | 'theirs'>>,
): ContactInput {
  const out = { ...theirs };
  for (const f of CONTACT_INPUT_FIELDS) {
    const mineChanged = !same(mine[f], base[f]);
    const pick = choice[f] ?? (mineChanged ? 'mine' : 'theirs');
    (out as Record<ContactInputField, unknown>)[f] = pick === 'mine' ? mine[f] : theirs[f];
  }
  return out;
}
