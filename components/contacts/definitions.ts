import { t } from '@/lib/i18n';

// What the labels and fields views say of a definition, and their order.

/** Whose a label or field is, in words (the provider's label and field types). */
export function definitionOwner(type: string): string {
  if (type === 'USER_DEFINED') return t('contacts.definitions.own');
  if (type === 'WIX_APP_DEFINED') return t('contacts.definitions.app');
  return t('contacts.definitions.system');
}

const RANK: Readonly<Record<string, number>> = { USER_DEFINED: 0, WIX_APP_DEFINED: 1 };

/** The site's own first, then apps', then Wix's; by name within each. */
export function ownFirst<T extends { name: string }>(items: readonly T[], type: (item: T) => string): T[] {
  const rank = (item: T) => RANK[type(item)] ?? 2;
  return [...items].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
