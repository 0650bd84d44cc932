import type { ContactCard, ContactInput } from '../../messaging/contacts';

// Whether a contact as the provider has it carries what the admin sent: the fields the provider keeps
// as sent (names, company, job, birthdate, emails, phone digits). Addresses are left out: the provider
// may format or geocode them.

const lower = (s: string) => s.trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');
const sameList = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export function carriesInput(c: ContactCard, input: ContactInput): boolean {
  return (
    c.firstName === input.firstName &&
    c.lastName === input.lastName &&
    c.company === input.company &&
    c.jobTitle === input.jobTitle &&
    c.birthdate === input.birthdate &&
    sameList(
      c.emails.map((e) => lower(e.email)),
      input.emails.map((e) => lower(e.email)),
    ) &&
    sameList(
      c.phones.map((p) => digits(p.phone)),
      input.phones.map((p) => digits(p.phone)),
    )
  );
}
