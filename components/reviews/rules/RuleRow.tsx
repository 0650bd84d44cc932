import { t } from '@/lib/i18n';
import type { ModerationRule } from '@/lib/messaging/moderation-rules';
import { isRuleChanged, useDeleteRule, useSetRuleEnabled } from '@/lib/queries/moderation-rule-writes';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../../common/Button';
import { ConfirmButton } from '../../common/ConfirmButton';
import { ErrorNotice } from '../../common/ErrorNotice';
import { StatusChip } from '../../common/StatusChip';
import { TechnicalDetails } from '../../common/TechnicalDetails';
import { ruleSentence } from '@/lib/ui/rule-words';

interface Props {
  siteId: string;
  rule: ModerationRule;
  /** Absent for a rule the panel can't edit whole (made elsewhere). */
  onEdit?: () => void;
  onReconnect: () => void;
  onConnectApp: () => void;
}

/** One rule: its sentence, on or off (a switch), Edit, Delete (asked first). */
export function RuleRow({ siteId, rule, onEdit, onReconnect, onConnectApp }: Props) {
  const toggle = useSetRuleEnabled(siteId);
  const remove = useDeleteRule(siteId);
  const sentence = ruleSentence(rule);
  const error = toggle.error ?? remove.error;
  return (
    <li className="space-y-1 rounded border border-slate-200 p-2 text-sm" data-testid="rule-row">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          checked={rule.enabled}
          disabled={toggle.isPending}
          aria-label={t('rules.on', { rule: sentence })}
          onChange={(e) => toggle.mutate({ rule, enabled: e.target.checked })}
        />
        <p className={`min-w-0 flex-1 break-words ${rule.enabled ? '' : 'text-slate-600'}`}>{sentence}</p>
        <StatusChip tone={rule.enabled ? 'green' : 'slate'}>
          {rule.enabled ? t('rules.isOn') : t('rules.isOff')}
        </StatusChip>
      </div>
      {rule.madeElsewhere && (
        <p className="text-xs text-slate-600" data-testid="rule-made-elsewhere">
          {t('rules.madeElsewhere')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {onEdit && (
          <Button size="sm" onClick={onEdit} aria-label={t('rules.editRule', { rule: sentence })}>
            {t('rules.edit')}
          </Button>
        )}
        <ConfirmButton
          label={t('rules.delete')}
          question={t('rules.deleteQuestion', { rule: sentence })}
          confirmLabel={t('rules.deleteConfirm')}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(rule)}
        />
      </div>
      <TechnicalDetails
        rows={[
          { label: t('rules.techRule'), value: rule.id },
          { label: t('rules.techRevision'), value: rule.revision },
          ...(rule.name ? [{ label: t('rules.techName'), value: rule.name }] : []),
        ]}
      />
      {error && (
        <ErrorNotice
          error={error}
          onReconnect={onReconnect}
          onConnectApp={onConnectApp}
          onRetry={isRuleChanged(error) ? undefined : toggle.error ? retryOf(toggle) : retryOf(remove)}
        />
      )}
    </li>
  );
}
