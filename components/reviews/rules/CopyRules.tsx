import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { editableInput, type ModerationRule } from '@/lib/messaging/moderation-rules';
import { useCopyRules } from '@/lib/queries/moderation-rule-writes';
import { readCopyPlan } from '@/lib/queries/moderation-rules';
import { accountSitesOptions } from '@/lib/queries/session';
import { Button } from '../../common/Button';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useAccountNames } from '../../session/useAccountNames';
import { CopyOutcomes, type SiteOutcome } from './CopyOutcomes';
import { CopySitePicker } from './CopySitePicker';

/**
 * An agency's shortcut: this site's rules made on other connected sites. The admin picks the sites
 * (grouped by account), sees what would change on each (added, replaced, left alone; a site without
 * room is named and left out), and confirms once; each site then changes whole or not at all. Rules
 * made elsewhere are not copied.
 */
export function CopyRules({ siteId, rules }: { siteId: string; rules: readonly ModerationRule[] }) {
  const sites = useQuery(accountSitesOptions());
  const accounts = useAccountNames();
  const copy = useCopyRules();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  /** What each chosen site would get (the preview), then what it got (the copy). */
  const [plans, setPlans] = useState<SiteOutcome[] | null>(null);
  const [outcomes, setOutcomes] = useState<SiteOutcome[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const inputs = rules.flatMap((r) => {
    const input = editableInput(r);
    return input ? [input] : [];
  });
  const others = (sites.data?.sites ?? []).filter((s) => s.id !== siteId);
  if (inputs.length === 0) return null;
  const named = (id: string) => others.find((s) => s.id === id)?.name ?? '';
  const fitting = (plans ?? []).filter((p) => 'plan' in p && p.plan.fits);

  const choose = (ids: string[]) => {
    setChosen(ids);
    setPlans(null);
    setOutcomes(null);
  };
  // Opened again, it starts afresh: a preview read before may no longer be what the sites hold.
  const close = () => {
    choose([]);
    setOpen(false);
  };
  const preview = async () => {
    setOutcomes(null);
    const read: SiteOutcome[] = [];
    for (const [i, id] of chosen.entries()) {
      setBusy(t('rules.copy.reading', { done: String(i + 1), total: String(chosen.length) }));
      try {
        read.push({ siteId: id, name: named(id), plan: await readCopyPlan(id, inputs) });
      } catch (error) {
        read.push({ siteId: id, name: named(id), error });
      }
    }
    setBusy(null);
    setPlans(read);
  };
  const run = async () => {
    setAsking(false);
    const done: SiteOutcome[] = [];
    for (const p of fitting) {
      setBusy(t('rules.copy.copying', { site: p.name }));
      try {
        const result = await copy.mutateAsync({ siteId: p.siteId, rules: inputs });
        done.push({ siteId: p.siteId, name: p.name, result });
      } catch (error) {
        done.push({ siteId: p.siteId, name: p.name, error });
      }
      setOutcomes([...done]);
    }
    setBusy(null);
    setPlans(null);
    setChosen([]);
  };

  if (!open)
    return (
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('rules.copy.open')}
      </Button>
    );
  return (
    <section aria-label={t('rules.copy.open')} className="space-y-2 rounded border border-slate-200 p-2 text-sm">
      {others.length === 0 ? (
        <p>{t('rules.copy.none')}</p>
      ) : (
        !plans && (
          <>
            <CopySitePicker sites={others} accounts={accounts} chosen={chosen} onChange={choose} />
            <p className="text-xs text-slate-600">{t('rules.copy.note')}</p>
          </>
        )
      )}
      {busy && <p role="status">{busy}</p>}
      {plans && <CopyOutcomes outcomes={plans} testId="copy-plans" />}
      {outcomes && <CopyOutcomes outcomes={outcomes} testId="copy-outcomes" />}
      <div className="flex flex-wrap gap-2">
        {!plans ? (
          <Button
            tone="primary"
            size="sm"
            disabled={chosen.length === 0 || busy !== null}
            onClick={() => void preview()}
          >
            {t('rules.copy.preview')}
          </Button>
        ) : (
          <>
            {fitting.length > 0 && (
              <Button tone="primary" size="sm" disabled={busy !== null} onClick={() => setAsking(true)}>
                {plural('rules.copy.run', fitting.length)}
              </Button>
            )}
            <Button size="sm" disabled={busy !== null} onClick={() => setPlans(null)}>
              {t('rules.copy.back')}
            </Button>
          </>
        )}
        <Button size="sm" disabled={busy !== null} onClick={close}>
          {t('common.close')}
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={plural('rules.copy.question', fitting.length)}
          confirmLabel={t('rules.copy.confirm')}
          danger={false}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run()}
        />
      )}
    </section>
  );
}
