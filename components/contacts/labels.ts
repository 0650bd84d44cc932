import { tKey } from '@/lib/i18n';

// Provider enums in words. The common ones are translated; any other value reads as its own words
// (MEMBER_STATUS_CHANGED → "Member status changed"), so a value the panel doesn't know still reads.

export const humanize = (value: string): string => {
  const words = value.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function worded(prefix: string, value: string | null | undefined): string {
  if (!value) return '';
  return (/^[A-Z0-9_]+$/.test(value) && tKey(`${prefix}.${value}`)) || humanize(value);
}

export const activityLabel = (v: string | null | undefined) => worded('contacts.activity', v);
export const subscriptionLabel = (v: string | null | undefined) => worded('contacts.subscription', v);
export const memberStatusLabel = (v: string | null | undefined) => worded('contacts.memberStatus', v);
export const tagLabel = (v: string | null | undefined) => worded('contacts.tag', v);
/** Sources: WIX_STORES → "Stores" style words; the provider's names are plain enough. */
export const sourceLabel = (v: string | null | undefined) => (v ? humanize(v.replace(/^WIX_/, '')) : '');
