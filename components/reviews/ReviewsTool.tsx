import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { useHashParam } from '../common/useHashParam';
import type { ToolProps } from '../tools';
import { AllSitesInbox } from './inbox/AllSitesInbox';
import { ReviewDesk } from './ReviewDesk';
import { RulesView } from './rules/RulesView';

/**
 * The Reviews tab: this site's moderation desk, every connected site's waiting reviews
 * (`reviews.scope=all`), or this site's moderation rules (`reviews.scope=rules`).
 */
export function ReviewsTool(props: ToolProps) {
  const [scope, setScope] = useHashParam('reviews.scope');
  const view = scope === 'all' || scope === 'rules' ? scope : 'site';
  return (
    <>
      <div className="px-3 pt-2">
        <ChoiceButtons
          nav
          small
          label={t('inbox.scope')}
          value={view}
          onChange={(v) => setScope(v === 'site' ? null : v)}
          options={[
            { value: 'site', label: t('inbox.thisSite') },
            { value: 'all', label: t('inbox.allSites') },
            { value: 'rules', label: t('rules.tab') },
          ]}
        />
      </div>
      {view === 'rules' ? (
        <RulesView {...props} />
      ) : view === 'all' ? (
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
