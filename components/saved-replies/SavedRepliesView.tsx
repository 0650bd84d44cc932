import { t } from '@/lib/i18n';
import type { ToolProps } from '../tools';
import { SavedRepliesManager } from './SavedRepliesManager';
import { useSiteAccount } from './useSiteAccount';

/** The Reviews tool's saved replies (`reviews.scope=replies`): those of the account that owns the site in view. */
export function SavedRepliesView({ siteId }: ToolProps) {
  const account = useSiteAccount(siteId);
  return (
    <section
      aria-label={t('savedReplies.region')}
      className="space-y-2 px-3 pt-2 pb-3"
      data-testid="saved-replies-view"
    >
      <h2 className="font-medium">{t('savedReplies.heading')}</h2>
      {account && <SavedRepliesManager accountId={account.accountId} accountName={account.accountName} />}
    </section>
  );
}
