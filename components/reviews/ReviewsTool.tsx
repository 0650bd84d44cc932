import { lazy, Suspense, useState } from 'react';
import { t } from '@/lib/i18n';
import { ChoiceButtons } from '../common/ChoiceButtons';
import { useHashParam } from '../common/useHashParam';
import { useToastLeavesWith } from '../common/useToastLeavesWith';
import { toolIcons } from '../tool-icons';
import type { ToolProps } from '../tools';
import { AllSitesInbox } from './inbox/AllSitesInbox';
import { ReviewDesk } from './ReviewDesk';

// Loaded when first shown: the rules' editor, preview and copying are not needed to open the panel.
const RulesView = lazy(() => import('./rules/RulesView').then((m) => ({ default: m.RulesView })));
const SavedRepliesView = lazy(() =>
  import('../saved-replies/SavedRepliesView').then((m) => ({ default: m.SavedRepliesView })),
);

/**
 * The Reviews tab: this site's moderation desk, every connected site's waiting reviews
 * (`reviews.scope=all`), this site's moderation rules (`reviews.scope=rules`), or the saved replies of
 * the site's account (`reviews.scope=replies`).
 */
export function ReviewsTool(props: ToolProps) {
  const [scope, setScope] = useHashParam('reviews.scope');
  const view = scope === 'all' || scope === 'rules' || scope === 'replies' ? scope : 'site';
  // The inbox's toasts name another site than the desk's: neither stays over the other.
  useToastLeavesWith(view);
  // Where the desk says how old a list kept from earlier is: this line has room for it at any width,
  // and the buttons give it its height, so nothing moves when it goes.
  const [ageSlot, setAgeSlot] = useState<HTMLSpanElement | null>(null);
  return (
    <>
      <div className="flex items-center gap-1.5 px-3 pt-2">
        <ChoiceButtons
          nav
          small
          label={t('inbox.scope')}
          testId="reviews-scope"
          value={view}
          onChange={(v) => setScope(v === 'site' ? null : v)}
          options={[
            { value: 'site', label: t('inbox.thisSite') },
            { value: 'all', label: t('inbox.allSites') },
            { value: 'rules', label: t('rules.tab'), icon: toolIcons.rules },
            { value: 'replies', label: t('savedReplies.tab'), icon: toolIcons.savedReplies },
          ]}
        />
        <span ref={setAgeSlot} className="min-w-0 flex-1 text-right text-xs" />
      </div>
      {view === 'replies' ? (
        <Suspense fallback={null}>
          <SavedRepliesView {...props} />
        </Suspense>
      ) : view === 'rules' ? (
        <Suspense fallback={null}>
          <RulesView {...props} />
        </Suspense>
      ) : view === 'all' ? (
        <AllSitesInbox
          onReconnect={props.onReconnect}
          onOpenSite={(siteId) => {
            setScope(null);
            props.onPickSite?.(siteId);
          }}
        />
      ) : (
        <ReviewDesk {...props} ageSlot={ageSlot} />
      )}
    </>
  );
}
