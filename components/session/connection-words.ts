import { t } from '@/lib/i18n';
import type { SessionState } from '@/lib/messaging/session';

type Connection = NonNullable<SessionState['connection']>;

/** The connection in the reader's language (the background sends data, never words). */
export function connectionWords(connection: Connection): string {
  return connection.sandboxHost !== null
    ? t('session.viaSandbox', { host: connection.sandboxHost })
    : t('session.viaWix');
}
