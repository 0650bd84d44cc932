import { tPlain, type PlainKey } from '@/lib/i18n';
import type { MEMBERSHIP_STATUSES } from '@/lib/messaging/contacts';
import type {
  AddressTag,
  ContactActivityType,
  ContactMemberStatus,
  ContactSourceType,
  EmailDeliverabilityStatus,
  EmailTag,
  PhoneTag,
  SubscriptionStatus,
} from '@/lib/messaging/contact-enums';

// The contact enums in people's words, one map per enum, keyed by the SDK's own values
// (lib/messaging/contact-enums.ts). A value the SDK doesn't declare yet reads as its own words
// (MEMBER_STATUS_CHANGED → "Member status changed"), never as a code.

export const SOURCE_LABELS: Record<ContactSourceType, PlainKey> = {
  OTHER: 'contacts.source.OTHER',
  ADMIN: 'contacts.source.ADMIN',
  WIX_APP: 'contacts.source.WIX_APP',
  IMPORT: 'contacts.source.IMPORT',
  THIRD_PARTY: 'contacts.source.THIRD_PARTY',
  WIX_BOOKINGS: 'contacts.source.WIX_BOOKINGS',
  WIX_CHAT: 'contacts.source.WIX_CHAT',
  WIX_EMAIL_MARKETING: 'contacts.source.WIX_EMAIL_MARKETING',
  WIX_EVENTS: 'contacts.source.WIX_EVENTS',
  WIX_FORMS: 'contacts.source.WIX_FORMS',
  WIX_GROUPS: 'contacts.source.WIX_GROUPS',
  WIX_HOTELS: 'contacts.source.WIX_HOTELS',
  WIX_MARKET_PLACE: 'contacts.source.WIX_MARKET_PLACE',
  WIX_MUSIC: 'contacts.source.WIX_MUSIC',
  WIX_RESTAURANTS: 'contacts.source.WIX_RESTAURANTS',
  WIX_SITE_MEMBERS: 'contacts.source.WIX_SITE_MEMBERS',
  WIX_STORES: 'contacts.source.WIX_STORES',
  WIX_CODE: 'contacts.source.WIX_CODE',
  HOPP: 'contacts.source.HOPP',
};

export const ACTIVITY_LABELS: Record<ContactActivityType, PlainKey> = {
  GENERAL: 'contacts.activity.GENERAL',
  CONTACT_CREATED: 'contacts.activity.CONTACT_CREATED',
  MEMBER_LOGIN: 'contacts.activity.MEMBER_LOGIN',
  MEMBER_REGISTER: 'contacts.activity.MEMBER_REGISTER',
  MEMBER_STATUS_CHANGED: 'contacts.activity.MEMBER_STATUS_CHANGED',
  FORM_SUBMITTED: 'contacts.activity.FORM_SUBMITTED',
  INBOX_FORM_SUBMITTED: 'contacts.activity.INBOX_FORM_SUBMITTED',
  INBOX_PAYMENT_REQUEST_PAID: 'contacts.activity.INBOX_PAYMENT_REQUEST_PAID',
  INBOX_MESSAGE_TO_CUSTOMER: 'contacts.activity.INBOX_MESSAGE_TO_CUSTOMER',
  INBOX_MESSAGE_FROM_CUSTOMER: 'contacts.activity.INBOX_MESSAGE_FROM_CUSTOMER',
  NEWSLETTER_SUBSCRIPTION_FORM_SUBMITTED: 'contacts.activity.NEWSLETTER_SUBSCRIPTION_FORM_SUBMITTED',
  NEWSLETTER_SUBSCRIPTION_UNSUBSCRIBE: 'contacts.activity.NEWSLETTER_SUBSCRIPTION_UNSUBSCRIBE',
  ECOM_PURCHASE: 'contacts.activity.ECOM_PURCHASE',
  ECOM_CART_ABANDON: 'contacts.activity.ECOM_CART_ABANDON',
  ECOM_CHECKOUT_BUYER: 'contacts.activity.ECOM_CHECKOUT_BUYER',
  BOOKINGS_APPOINTMENT: 'contacts.activity.BOOKINGS_APPOINTMENT',
  HOTELS_RESERVATION: 'contacts.activity.HOTELS_RESERVATION',
  HOTELS_PURCHASE: 'contacts.activity.HOTELS_PURCHASE',
  HOTELS_CONFIRMATION: 'contacts.activity.HOTELS_CONFIRMATION',
  HOTELS_CANCEL: 'contacts.activity.HOTELS_CANCEL',
  VIDEO_PURCHASE: 'contacts.activity.VIDEO_PURCHASE',
  VIDEO_RENT: 'contacts.activity.VIDEO_RENT',
  CASHIER_BUTTON_PURCHASE: 'contacts.activity.CASHIER_BUTTON_PURCHASE',
  ARENA_NEW_LEAD: 'contacts.activity.ARENA_NEW_LEAD',
  EVENTS_RSVP: 'contacts.activity.EVENTS_RSVP',
  INVOICE_PAY: 'contacts.activity.INVOICE_PAY',
  INVOICE_OVERDUE: 'contacts.activity.INVOICE_OVERDUE',
  PRICE_QUOTE_ACCEPT: 'contacts.activity.PRICE_QUOTE_ACCEPT',
  PRICE_QUOTE_EXPIRE: 'contacts.activity.PRICE_QUOTE_EXPIRE',
  RESTAURANTS_ORDER: 'contacts.activity.RESTAURANTS_ORDER',
  RESTAURANTS_RESERVATION: 'contacts.activity.RESTAURANTS_RESERVATION',
  SHOUTOUT_OPEN: 'contacts.activity.SHOUTOUT_OPEN',
  SHOUTOUT_CLICK: 'contacts.activity.SHOUTOUT_CLICK',
  CONTACT_MERGED: 'contacts.activity.CONTACT_MERGED',
  NEWSLETTER_SUBSCRIPTION_SUBSCRIBE: 'contacts.activity.NEWSLETTER_SUBSCRIPTION_SUBSCRIBE',
  NEWSLETTER_SUBSCRIPTION_PENDING: 'contacts.activity.NEWSLETTER_SUBSCRIPTION_PENDING',
  NEWSLETTER_SUBSCRIPTION_NOT_SET: 'contacts.activity.NEWSLETTER_SUBSCRIPTION_NOT_SET',
  PHONE_SUBSCRIPTION_SUBSCRIBE: 'contacts.activity.PHONE_SUBSCRIPTION_SUBSCRIBE',
  PHONE_SUBSCRIPTION_PENDING: 'contacts.activity.PHONE_SUBSCRIPTION_PENDING',
  PHONE_SUBSCRIPTION_NOT_SET: 'contacts.activity.PHONE_SUBSCRIPTION_NOT_SET',
  PHONE_SUBSCRIPTION_UNSUBSCRIBE: 'contacts.activity.PHONE_SUBSCRIPTION_UNSUBSCRIBE',
};

export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, PlainKey> = {
  NO_SUBSCRIPTION_STATUS: 'contacts.subscription.NO_SUBSCRIPTION_STATUS',
  NOT_SET: 'contacts.subscription.NOT_SET',
  PENDING: 'contacts.subscription.PENDING',
  SUBSCRIBED: 'contacts.subscription.SUBSCRIBED',
  UNSUBSCRIBED: 'contacts.subscription.UNSUBSCRIBED',
};

export const DELIVERABILITY_LABELS: Record<EmailDeliverabilityStatus, PlainKey> = {
  NOT_SET: 'contacts.deliverability.NOT_SET',
  VALID: 'contacts.deliverability.VALID',
  BOUNCED: 'contacts.deliverability.BOUNCED',
  SPAM_COMPLAINT: 'contacts.deliverability.SPAM_COMPLAINT',
  INACTIVE: 'contacts.deliverability.INACTIVE',
};

export const MEMBER_STATUS_LABELS: Record<ContactMemberStatus, PlainKey> = {
  PENDING: 'contacts.memberStatus.PENDING',
  ACTIVE: 'contacts.memberStatus.ACTIVE',
  DELETED: 'contacts.memberStatus.DELETED',
  BLOCKED: 'contacts.memberStatus.BLOCKED',
  OFFLINE: 'contacts.memberStatus.OFFLINE',
};

export const EMAIL_TAG_LABELS: Record<EmailTag, PlainKey> = {
  UNTAGGED: 'contacts.tag.UNTAGGED',
  MAIN: 'contacts.tag.MAIN',
  HOME: 'contacts.tag.HOME',
  WORK: 'contacts.tag.WORK',
};

export const PHONE_TAG_LABELS: Record<PhoneTag, PlainKey> = {
  UNTAGGED: 'contacts.tag.UNTAGGED',
  MAIN: 'contacts.tag.MAIN',
  HOME: 'contacts.tag.HOME',
  MOBILE: 'contacts.tag.MOBILE',
  WORK: 'contacts.tag.WORK',
  FAX: 'contacts.tag.FAX',
};

export const ADDRESS_TAG_LABELS: Record<AddressTag, PlainKey> = {
  UNTAGGED: 'contacts.tag.UNTAGGED',
  HOME: 'contacts.tag.HOME',
  WORK: 'contacts.tag.WORK',
  BILLING: 'contacts.tag.BILLING',
  SHIPPING: 'contacts.tag.SHIPPING',
};

/** A value no map knows, in its own words: `SOMETHING_NEW` → "Something new". */
export const humanize = (value: string): string => {
  const words = value
    .toLowerCase()
    .replace(/[_.-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A contact's membership as the `members.membershipStatus` extended field words it. */
export const MEMBERSHIP_LABELS: Record<(typeof MEMBERSHIP_STATUSES)[number], PlainKey> = {
  APPROVED: 'contacts.facet.approved',
  PENDING: 'contacts.facet.pendingMember',
  DENIED: 'contacts.facet.denied',
  INACTIVE: 'contacts.facet.inactive',
};

function worded(map: Readonly<Record<string, PlainKey>>, value: string | null | undefined): string {
  if (!value) return '';
  return Object.hasOwn(map, value) ? tPlain(map[value]!) : humanize(value);
}

const TAG_LABELS: Readonly<Record<string, PlainKey>> = {
  ...EMAIL_TAG_LABELS,
  ...PHONE_TAG_LABELS,
  ...ADDRESS_TAG_LABELS,
};

export const activityLabel = (v: string | null | undefined) => worded(ACTIVITY_LABELS, v);
export const subscriptionLabel = (v: string | null | undefined) => worded(SUBSCRIPTION_LABELS, v);
export const deliverabilityLabel = (v: string | null | undefined) => worded(DELIVERABILITY_LABELS, v);
export const memberStatusLabel = (v: string | null | undefined) => worded(MEMBER_STATUS_LABELS, v);
export const membershipLabel = (v: string | null | undefined) => worded(MEMBERSHIP_LABELS, v);
export const tagLabel = (v: string | null | undefined) => worded(TAG_LABELS, v);
export const sourceLabel = (v: string | null | undefined) => worded(SOURCE_LABELS, v);

/** A label's name: its display name when the site's labels are known, else its key's last part in words. */
export const labelName = (key: string, names: Readonly<Record<string, string>>): string =>
  names[key] ?? humanize(key.split('.').pop() ?? key);
