// The provider's contact enums as string unions, taken from the SDK's own declarations (types only:
// erased at build, so no SDK code reaches the panel). A label map keyed by one of these stops
// compiling when an SDK update adds a value; tests/unit/contacts/labels.test.ts checks the same at
// run time against the SDK's runtime enums (docs/product.md §3.2).
import type { contacts } from '@wix/crm';

export type ContactSourceType = `${contacts.ContactSourceType}`;
export type ContactActivityType = `${contacts.ContactActivityType}`;
export type SubscriptionStatus = `${contacts.SubscriptionStatus}`;
export type EmailDeliverabilityStatus = `${contacts.EmailDeliverabilityStatus}`;
/** The member status a contact carries (`memberInfo.status`). */
export type ContactMemberStatus = `${contacts.MemberStatus}`;
export type EmailTag = `${contacts.EmailTag}`;
export type PhoneTag = `${contacts.PhoneTag}`;
export type AddressTag = `${contacts.AddressTag}`;
