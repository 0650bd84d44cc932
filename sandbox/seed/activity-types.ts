// Every contact `lastActivity.activityType` the provider knows (docs/product.md §3.2, "Activity types";
// enum ContactActivityType in @wix/auto_sdk_crm_contacts and the provider's Last Activity guide).
export const ACTIVITY_TYPES = [
  'GENERAL',
  'CONTACT_CREATED',
  'CONTACT_MERGED',
  'MEMBER_LOGIN',
  'MEMBER_REGISTER',
  'MEMBER_STATUS_CHANGED',
  'FORM_SUBMITTED',
  'INBOX_FORM_SUBMITTED',
  'INBOX_PAYMENT_REQUEST_PAID',
  'INBOX_MESSAGE_TO_CUSTOMER',
  'INBOX_MESSAGE_FROM_CUSTOMER',
  'NEWSLETTER_SUBSCRIPTION_FORM_SUBMITTED',
  'NEWSLETTER_SUBSCRIPTION_SUBSCRIBE',
  'NEWSLETTER_SUBSCRIPTION_PENDING',
  'NEWSLETTER_SUBSCRIPTION_NOT_SET',
  'NEWSLETTER_SUBSCRIPTION_UNSUBSCRIBE',
  'PHONE_SUBSCRIPTION_SUBSCRIBE',
  'PHONE_SUBSCRIPTION_PENDING',
  'PHONE_SUBSCRIPTION_NOT_SET',
  'PHONE_SUBSCRIPTION_UNSUBSCRIBE',
  'ECOM_PURCHASE',
  'ECOM_CART_ABANDON',
  'ECOM_CHECKOUT_BUYER',
  'BOOKINGS_APPOINTMENT',
  'HOTELS_RESERVATION',
  'HOTELS_PURCHASE',
  'HOTELS_CONFIRMATION',
  'HOTELS_CANCEL',
  'VIDEO_PURCHASE',
  'VIDEO_RENT',
  'CASHIER_BUTTON_PURCHASE',
  'ARENA_NEW_LEAD',
  'EVENTS_RSVP',
  'INVOICE_PAY',
  'INVOICE_OVERDUE',
  'PRICE_QUOTE_ACCEPT',
  'PRICE_QUOTE_EXPIRE',
  'RESTAURANTS_ORDER',
  'RESTAURANTS_RESERVATION',
  'SHOUTOUT_OPEN',
  'SHOUTOUT_CLICK',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The contact source that usually goes with an activity (visitor contacts). */
export function sourceForActivity(type: ActivityType): string {
  if (type.startsWith('ECOM_')) return 'WIX_STORES';
  if (type.startsWith('BOOKINGS_')) return 'WIX_BOOKINGS';
  if (type.startsWith('HOTELS_')) return 'WIX_HOTELS';
  if (type.startsWith('RESTAURANTS_')) return 'WIX_RESTAURANTS';
  if (type.startsWith('EVENTS_')) return 'WIX_EVENTS';
  if (type.startsWith('INBOX_')) return 'WIX_CHAT';
  if (type.startsWith('VIDEO_')) return 'WIX_MEDIA';
  if (type.startsWith('ARENA_')) return 'WIX_MARKET_PLACE';
  if (type.startsWith('SHOUTOUT_') || type.startsWith('NEWSLETTER_')) return 'WIX_EMAIL_MARKETING';
  if (type === 'FORM_SUBMITTED' || type.startsWith('PHONE_')) return 'WIX_FORMS';
  if (type === 'CONTACT_MERGED') return 'IMPORT';
  return 'ADMIN';
}
