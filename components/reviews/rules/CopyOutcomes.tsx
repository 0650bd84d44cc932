import { t } from '@/lib/i18n';
import type { RuleCopyPlan, RuleCopyResult } from '@/lib/messaging/moderation-rules';
import { MAX_RULES } from '@/lib/messaging/moderation-rules';
import { ErrorNotice } from '../../common/ErrorNotice';

/** One site of a rules copy: what copying would do there, what it did, or why it could not be read or done. */
export type SiteOutcome = { siteId: string; name: string } & (
  { plan: RuleCopyPlan } | { result: RuleCopyResult } | { error: unknown }
);

const counts = (c: RuleCopyResult) => ({
  added: String(c.added),
  replaced: String(c.replaced),
  same: String(c.same),
});

/** What a site's line says: its plan (or why it is left out), its result, in words. */
function outcomeWords(o: SiteOutcome): string {
  if ('plan' in o)
    return o.plan.fits
      ? t('rules.copy.plan', { site: o.name, ...counts(o.plan) })
      : t('rules.copy.noRoom', {
          site: o.name,
          count: String(o.plan.count),
          added: String(o.plan.added),
          max: String(MAX_RULES),
        });
  if ('result' in o) return t('rules.copy.result', { site: o.name, ...counts(o.result) });
  return o.name;
}

/** The sites of a copy, one line each; a site whose read or copy failed shows the provider's refusal under its name. */
export function CopyOutcomes({ outcomes, testId }: { outcomes: readonly SiteOutcome[]; testId: string }) {
  return (
    <ul className="space-y-1" data-testid={testId}>
      {outcomes.map((o) => (
        <li key={o.siteId} className="space-y-1 break-words" data-site-id={o.siteId}>
          <p>{outcomeWords(o)}</p>
          {'error' in o && <ErrorNotice error={o.error} />}
        </li>
      ))}
    </ul>
  );
}
