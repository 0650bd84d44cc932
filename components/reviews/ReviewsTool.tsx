import { useState } from 'react';
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
  // Where the desk says how old a list kept from earlier is: this line has room for it at any width,
  // and the buttons give it its height, so nothing moves when it goes.
  const [ageSlot, setAgeSlot] = useState<HTMLSpanElement | null>(null);
  return (
    <>
      <div className="flex items-center gap-2 px-3 pt-2">
        <ChoiceButtons
          nav
          small
          label={t('inbox.scope')}
          testId="reviews-scope"
          value={all ? 'all' : 'site'}
          onChange={(v) => setScope(v === 'all' ? 'all' : null)}
          options={[
            { value: 'site', label: t('inbox.thisSite') },
            { value: 'all', label: t('inbox.allSites') },
          ]}
        />
        <span ref={setAgeSlot} className="min-w-0 flex-1 text-right text-xs" />
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
        <ReviewDesk {...props} ageSlot={ageSlot} />
      )}
    </>
  );
}
