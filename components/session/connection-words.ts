import { t } from '@/lib/i18n';
import type { AccountConnection } from '@/lib/messaging/session';

/** Where the connections go, in the reader's language (the background sends data, never words). */
export function connectionWords(connection: AccountConnection): string {
  return connection.sandboxHost !== null
    ? t('session.viaSandbox', { host: connection.sandboxHost })
    : t('session.viaWix');
}

/** What an account is called: the admin's name for it, else what it is. */
export function accountName(connection: AccountConnection): string {
  return connection.name ?? (connection.sandboxHost !== null ? t('session.sandboxAccount') : t('session.wixAccount'));
}

/** The connections in one phrase: where they go and, when there are several, which accounts. */
export function connectionsWords(connections: readonly AccountConnection[]): string {
  const [first] = connections;
  if (!first) return '';
  return connections.length === 1
    ? connectionWords(first)
    : `${connectionWords(first)}: ${connections.map(accountName).join(', ')}`;
}
