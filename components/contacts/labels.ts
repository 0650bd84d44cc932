import { t, type MessageKey } from '@/lib/i18n';

// Provider enums in words. The common ones are translated; any other value reads as its own words
// (MEMBER_STATUS_CHANGED → "Member status changed"), so a value the panel doesn't know still reads.

export const humanize = (value: string): string => {
  const words = value.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function worded(prefix: string, value: string | null | undefined, known: readonly string[]): string {
  if (!value) return '';
  return known.includes(value) ? t(`${prefix}.${value}` as MessageKey) : humanize(value);
}

const ACTIVITIES = ['GENERAL', 'CONTACT_CREATED', 'CONTACT_MERGED', 'MEMBER_LOGIN', 'MEMBER_REGISTER', 'MEMBER_STATUS_CHANGED', 'FORM_SUBMITTED', 'ECOM_PURCHASE', 'NEWSLETTER_SUBSCRIPTION_SUBSCRIBE', 'NEWSLETTER_SUBSCRIPTION_UNSUBSCRIBE'] as const;
const SUBSCRIPTIONS = ['NO_SUBSCRIPTION_STATUS', 'NOT_SET', 'PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'] as const;
const MEMBER_STATUSES = ['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const;
const TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK', 'MOBILE', 'FAX', 'BILLING', 'SHIPPING'] as const;

export const activityLabel = (v: string | null | undefined) => worded('contacts.activity', v, ACTIVITIES);
export const subscriptionLabel = (v: string | null | undefined) => worded('contacts.subscription', v, SUBSCRIPTIONS);
export const memberStatusLabel = (v: string | null | undefined) => worded('contacts.memberStatus', v, MEMBER_STATUSES);
export const tagLabel = (v: string | null | undefined) => worded('contacts.tag', v, TAGS);
/** Sources: WIX_STORES → "Stores" style words; the provider's names are plain enough. */
export const sourceLabel = (v: string | null | undefined) => (v ? humanize(v.replace(/^WIX_/, '')) : '');
