import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { editableInput, MAX_RULES } from '@/lib/messaging/moderation-rules';
import { rulesOptions } from '@/lib/queries/moderation-rules';
import { Button } from '../../common/Button';
import { ErrorNotice } from '../../common/ErrorNotice';
import { useHashParam } from '../../common/useHashParam';
import type { ToolProps } from '../../tools';
import { draftOf, NEW_DRAFT } from './rule-draft';
import { RuleEditor } from './RuleEditor';
import { CopyRules } from './CopyRules';
import { RuleRow } from './RuleRow';

/**
 * The site's moderation rules for reviews (`reviews.scope=rules`): each as a sentence, on or off,
 * edited, deleted; a new one made in the editor (`reviews.rule`: `new` or the rule's id).
 */
export function RulesView({ siteId, onReconnect, onConnectApp }: ToolProps) {
  const rules = useQuery(rulesOptions(siteId));
  const [editing, setEditing] = useHashParam('reviews.rule');
  const list = rules.data?.rules ?? [];
  const full = list.length >= MAX_RULES;
  const edited = editing && editing !== 'new' ? list.find((r) => r.id === editing) : undefined;
  const editedInput = edited ? editableInput(edited) : null;
  // An editor open on a rule that is gone (deleted elsewhere) or can't be edited shows nothing.
  const editorOpen = editing === 'new' || editedInput !== null;
  const close = () => setEditing(null);
  const errorProps = { onReconnect, onConnectApp };

  return (
    <section aria-label={t('rules.region')} className="space-y-2 px-3 pt-2 pb-3" data-testid="rules-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">{t('rules.heading')}</h2>
        {rules.data && !editorOpen && (
          <Button tone="primary" size="sm" disabled={full} onClick={() => setEditing('new')}>
            {t('rules.new')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('rules.intro')}</p>
      {rules.error && <ErrorNotice error={rules.error} read onRetry={() => void rules.refetch()} {...errorProps} />}
      {full && <p className="text-xs">{t('rules.full', { max: String(MAX_RULES) })}</p>}
      {editing === 'new' && (
        <RuleEditor key="new" siteId={siteId} rule={null} start={NEW_DRAFT} onDone={close} {...errorProps} />
      )}
      {edited && editedInput && (
        <RuleEditor
          key={edited.id}
          siteId={siteId}
          rule={edited}
          start={draftOf(editedInput)}
          onDone={close}
          {...errorProps}
        />
      )}
      {rules.data && list.length === 0 && <p>{t('rules.none')}</p>}
      {list.length > 0 && (
        <ul className="space-y-2" aria-label={t('rules.heading')}>
          {list.map((rule) => (
            <RuleRow
              key={rule.id}
              siteId={siteId}
              rule={rule}
              onEdit={editableInput(rule) && !editorOpen ? () => setEditing(rule.id) : undefined}
              {...errorProps}
            />
          ))}
        </ul>
      )}
      {list.length > 0 && !editorOpen && <CopyRules siteId={siteId} rules={list} />}
    </section>
  );
}
