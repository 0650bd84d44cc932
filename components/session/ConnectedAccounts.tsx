import { t } from '@/lib/i18n';
import type { AccountConnection } from '@/lib/messaging/session';
import { useDisconnectAsking } from './useDisconnectAsking';
import { WaitingChangesQuestion } from './WaitingChangesQuestion';
import { ErrorNotice } from '../common/ErrorNotice';
import { accountName, connectionWords } from './connection-words';
import { Button } from '../common/Button';

/**
 * The connected accounts in the header's menu: where they go, each by its name with its own
 * Disconnect (the others stay connected), and "Add an account". An account with changes still
 * waiting to be sent is disconnected only once the admin said what becomes of them.
 */
export function ConnectedAccounts({ connections, onAdd }: { connections: AccountConnection[]; onAdd: () => void }) {
  const disconnect = useDisconnectAsking();
  const [first] = connections;
  if (!first) return null;
  return (
    <div className="space-y-1 text-xs text-slate-600">
      <p data-testid="connection-label">{connectionWords(first)}</p>
      <ul aria-label={t('session.accounts')} className="space-y-0.5">
        {connections.map((c) => (
          <li key={c.accountId} className="flex items-center justify-between gap-2" data-testid="connected-account">
            <span className="min-w-0 truncate font-medium text-slate-800" dir="auto">
              {accountName(c)}
            </span>
            <Button
              tone="text"
              className="shrink-0"
              disabled={disconnect.pending}
              aria-label={t('session.disconnectAccount', { name: accountName(c) })}
              onClick={() => disconnect.disconnect(c.accountId)}
            >
              {t('session.disconnect')}
            </Button>
          </li>
        ))}
      </ul>
      <Button tone="link" onClick={onAdd}>
        {t('session.addAccount')}
      </Button>
      {disconnect.error && <ErrorNotice error={disconnect.error} />}
      {disconnect.question && <WaitingChangesQuestion {...disconnect.question} />}
    </div>
  );
}
