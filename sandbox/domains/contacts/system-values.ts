// The Wix-managed extended field values a contact carries in responses (the provider's contact
// examples: `contacts.displayByFirstName`, `emailSubscriptions.subscriptionStatus`,
// `members.membershipStatus`…). They are derived from the contact when it is served, never
// stored; the read-only ones a client sends back on a write are dropped. Events carry the stored
// contact, without them.
import type { ContactDoc } from './contact-doc.ts';

/** Read-only SYSTEM fields (extended-fields list: "(read only)"); clients can't set them. */
const READ_ONLY = /^(contacts\.displayBy(First|Last)Name|emailSubscriptions\.\w+|members\.membershipStatus|ecom\.\w+)$/;

const MEMBERSHIP: Readonly<Record<string, string>> = {
  ACTIVE: 'APPROVED',
  BLOCKED: 'DENIED',
  PENDING: 'PENDING',
  OFFLINE: 'INACTIVE',
};

export function withoutReadOnlyValues(items: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(items).filter(([k]) => !READ_ONLY.test(k)));
}

function systemValues(c: ContactDoc): Record<string, string> {
  const { first, last } = c.info.name;
  const fallback = c.primaryInfo.email ?? c.primaryInfo.phone;
  const byFirst = [first, last].filter(Boolean).join(' ') || fallback;
  const byLast = [last, first].filter(Boolean).join(' ') || fallback;
  const membership = c.memberInfo ? MEMBERSHIP[c.memberInfo.status] : undefined;
  return {
    ...(byFirst && { 'contacts.displayByFirstName': byFirst }),
    ...(byLast && { 'contacts.displayByLastName': byLast }),
    ...(c.primaryEmail && {
      'emailSubscriptions.subscriptionStatus': c.primaryEmail.subscriptionStatus,
      'emailSubscriptions.deliverabilityStatus': c.primaryEmail.deliverabilityStatus,
      'emailSubscriptions.effectiveEmail': c.primaryEmail.email,
    }),
    ...(membership && { 'members.membershipStatus': membership }),
  };
}

/** The contact as the provider serves it: its stored values plus the Wix-managed ones. */
export function servedContact(c: ContactDoc): ContactDoc {
  return {
    ...c,
    info: {
      ...c.info,
      extendedFields: { items: { ...withoutReadOnlyValues(c.info.extendedFields.items), ...systemValues(c) } },
    },
  };
}
