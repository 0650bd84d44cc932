import { t } from '@/lib/i18n';
import { MessageError, type ProviderErrorData } from '@/lib/messaging/protocol/provider-error';
import { errorWords } from '@/lib/ui/error-words';
import { isUnsureFailure } from '@/lib/messaging/wire/unsure-failure';
import { TechnicalDetails, type TechnicalRow } from './TechnicalDetails';
import { Button } from './Button';

const asData = (error: unknown): ProviderErrorData =>
  error instanceof MessageError
    ? error.data
    : {
        status: null,
        code: 'UNKNOWN',
        message: error instanceof Error ? error.message : String(error),
        details: null,
        requestId: null,
      };

/** What support needs, out of sight: the error's code, its HTTP status, the provider's request id. */
const technicalRows = (e: ProviderErrorData): TechnicalRow[] => [
  { label: t('errors.codeLabel'), value: e.code },
  ...(e.status !== null ? [{ label: t('errors.statusLabel'), value: String(e.status) }] : []),
  ...(e.requestId ? [{ label: t('errors.requestIdLabel'), value: e.requestId, testId: 'error-request-id' }] : []),
];

/**
 * The one place provider errors are shown: fields for validation, reconnect for auth, the request id
 * always; a Retry (`onRetry`), and for a write whether it may have landed (its Retry is safe:
 * lib/queries/retry-safe.ts).
 */
export function ErrorNotice({
  error,
  onReconnect,
  onConnectApp,
  onRetry,
  read = false,
}: {
  error: unknown;
  onReconnect?: () => void;
  onConnectApp?: () => void;
  onRetry?: () => void;
  /** The failure of a read: its Retry asks again, and nothing can have been saved. */
  read?: boolean;
}) {
  const e = asData(error);
  const needsApp = e.code === 'APP_IDENTITY_NEEDED';
  const auth = !needsApp && (e.status === 401 || e.status === 403);
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">{errorWords(e)}</p>
      {e.fieldViolations && e.fieldViolations.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {e.fieldViolations.map((v) => (
            <li key={v.field}>
              <code>{v.field}</code>: {v.description}
            </li>
          ))}
        </ul>
      )}
      {e.status === 429 && <p className="mt-1">{t('errors.slowDown')}</p>}
      {onRetry && !read && isUnsureFailure(e) && <p className="mt-1">{t('errors.mayHaveLanded')}</p>}
      <TechnicalDetails rows={technicalRows(e)} />
      {needsApp && onConnectApp && (
        <Button tone="danger" className="mt-2 text-xs" onClick={onConnectApp}>
          {t('errors.appIdentityNeeded')}
        </Button>
      )}
      {onRetry && !auth && !needsApp && (
        <Button tone="danger" className="mt-2 mr-2 text-xs" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
      {auth && onReconnect && (
        <Button tone="danger" className="mt-2 text-xs" onClick={onReconnect}>
          {t('errors.reconnect')}
        </Button>
      )}
    </div>
  );
}
