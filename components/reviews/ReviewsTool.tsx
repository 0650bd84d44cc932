import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { useHashParam } from '../common/useHashParam';
import { useToastLeavesWith } from '../common/useToastLeavesWith';
import type { ToolProps } from '../tools';
import { AllSitesInbox } from './inbox/AllSitesInbox';
import { ReviewDesk } from './ReviewDesk';

/** The Reviews tab: this site's moderation desk, or every connected site's waiting reviews (`reviews.scope=all`). */
export function ReviewsTool(props: ToolProps) {
  const [scope, setScope] = useHashParam('reviews.scope');
  const all = scope === 'all';
  // The inbox's toasts name another site than the desk's: neither stays over the other.
  useToastLeavesWith(all ? 'all' : 'site');
  return (
    <>
      <div className="px-3 pt-2">
        <ChoiceButtons
          nav
          small
          label={t('inbox.scope')}
          value={all ? 'all' : 'site'}
          onChange={(v) => setScope(v === 'all' ? 'all' : null)}
          options={[
            { value: 'site', label: t('inbox.thisSite') },
            { value: 'all', label: t('inbox.allSites') },
          ]}
        />
      </div>
      {all ? (
        <AllSitesInbox
          onReconnect={props.onReconnect}
          onOpenSite={(siteId) => {
            setScope(null);
            props.onPickSite?.(siteId);
          }}
        />
      ) : (
        <ReviewDesk {...props} />
      )}
    </>
  );
}
