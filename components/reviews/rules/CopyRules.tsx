import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { editableInput, type ModerationRule, type RuleCopyResult } from '@/lib/messaging/moderation-rules';
import { useCopyRules } from '@/lib/queries/moderation-rule-writes';
import { accountSitesOptions } from '@/lib/queries/session';
import { Button } from '../../common/Button';
import { CheckGroup } from '../../common/CheckGroup';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ErrorNotice } from '../../common/ErrorNotice';

type Outcome = { siteId: string; name: string } & ({ result: RuleCopyResult } | { error: unknown });

/**
 * An agency's shortcut: this site's rules made on other connected sites, one site after another
 * (asked first), each site's outcome said in words. Rules made elsewhere are not copied.
 */
export function CopyRules({ siteId, rules }: { siteId: string; rules: readonly ModerationRule[] }) {
  const sites = useQuery(accountSitesOptions());
  const copy = useCopyRules();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const inputs = rules.flatMap((r) => {
    const input = editableInput(r);
    return input ? [input] : [];
  });
  const others = (sites.data?.sites ?? []).filter((s) => s.id !== siteId);
  if (inputs.length === 0) return null;

  const run = async () => {
    setAsking(false);
    setOutcomes([]);
    for (const site of others.filter((s) => chosen.includes(s.id))) {
      setCurrent(site.name);
      try {
        const result = await copy.mutateAsync({ siteId: site.id, rules: inputs });
        setOutcomes((o) => [...o, { siteId: site.id, name: site.name, result }]);
      } catch (error) {
        setOutcomes((o) => [...o, { siteId: site.id, name: site.name, error }]);
      }
    }
    setCurrent(null);
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
        <>
          <CheckGroup
            legend={t('rules.copy.legend')}
            value={chosen}
            onChange={setChosen}
            choices={others.map((s) => ({ value: s.id, label: s.name }))}
          />
          <p className="text-xs text-slate-600">{t('rules.copy.note')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              tone="primary"
              size="sm"
              disabled={chosen.length === 0 || current !== null}
              onClick={() => setAsking(true)}
            >
              {t('rules.copy.run')}
            </Button>
            <Button size="sm" disabled={current !== null} onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </>
      )}
      {current && <p role="status">{t('rules.copy.copying', { site: current })}</p>}
      {outcomes.length > 0 && (
        <ul className="space-y-1" data-testid="copy-outcomes">
          {outcomes.map((o) =>
            'result' in o ? (
              <li key={o.siteId} className="break-words">
                {t('rules.copy.result', {
                  site: o.name,
                  created: String(o.result.created),
                  already: String(o.result.already),
                  noRoom: String(o.result.noRoom),
                })}
              </li>
            ) : (
              <li key={o.siteId} className="space-y-1">
                <p className="break-words">{o.name}</p>
                <ErrorNotice error={o.error} />
              </li>
            ),
          )}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={plural('rules.copy.question', chosen.length)}
          confirmLabel={t('rules.copy.confirm')}
          danger={false}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run()}
        />
      )}
    </section>
  );
}
