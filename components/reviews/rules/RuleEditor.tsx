import { useState, type FormEvent } from 'react';
import { plural, t } from '@/lib/i18n';
import { RATINGS, type ModerationRule, type Rating, type RuleAction } from '@/lib/messaging/moderation-rules';
import { isRuleChanged, useCreateRule, useUpdateRule } from '@/lib/queries/moderation-rule-writes';
import { retryOf } from '@/lib/queries/write';
import { CheckGroup } from '../../common/CheckGroup';
import { ErrorNotice } from '../../common/ErrorNotice';
import { SelectField, TextAreaField, TextField } from '../../common/Field';
import { FormButtons } from '../../common/FormButtons';
import { readDraft, type AudienceKind, type Feature, type RuleDraft, type TriggerKind } from './rule-draft';
import { RulePreview } from './RulePreview';
import { ruleSentence } from '@/lib/ui/rule-words';

interface Props {
  siteId: string;
  /** The rule being edited, none for a new one. */
  rule: ModerationRule | null;
  start: RuleDraft;
  onDone: () => void;
  onReconnect: () => void;
  onConnectApp: () => void;
}

/**
 * A rule's editor: what happens, to which reviews, whose; the rule said as a sentence; what it would
 * have done to the newest reviews; the problems in words beside their fields once a save was tried.
 */
export function RuleEditor({ siteId, rule, start, onDone, onReconnect, onConnectApp }: Props) {
  const [draft, setDraft] = useState(start);
  const [tried, setTried] = useState(false);
  // One preview read per editor opened, whatever is typed.
  const [session] = useState(() => Date.now());
  // Saved on the revision the editor opened with, never on one read since: after "changed elsewhere"
  // the list shows the rule as it now is, and a second Save must not replace that change unseen.
  const [opened] = useState(rule);
  const create = useCreateRule(siteId);
  const update = useUpdateRule(siteId);
  const write = rule ? update : create;
  const read = readDraft(draft);
  const problems = tried ? (read.problems ?? {}) : {};
  const set = (change: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!read.rule) return;
    if (opened) update.mutate({ rule: opened, input: read.rule }, { onSuccess: onDone });
    else create.mutate(read.rule, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={rule ? t('rules.editor.editHeading') : t('rules.editor.newHeading')}
      className="space-y-2 rounded border border-slate-300 p-2 text-sm"
      data-testid="rule-editor"
    >
      <h3 className="font-medium">{rule ? t('rules.editor.editHeading') : t('rules.editor.newHeading')}</h3>
      <SelectField<TriggerKind>
        label={t('rules.editor.trigger')}
        value={draft.trigger}
        onChange={(trigger) => set({ trigger })}
        choices={[
          { value: 'CONTENT_FEATURES', label: t('rules.editor.features') },
          { value: 'PATTERNS', label: t('rules.editor.patterns') },
          { value: 'ATTRIBUTE', label: t('rules.editor.rating') },
          { value: 'SMART', label: t('rules.editor.smart') },
          { value: 'ALWAYS', label: t('rules.editor.always') },
        ]}
      />
      {draft.trigger === 'ATTRIBUTE' && (
        <CheckGroup<Rating>
          legend={t('rules.editor.ratingLegend')}
          value={draft.ratings}
          onChange={(ratings) => set({ ratings })}
          choices={RATINGS.map((r) => ({ value: r, label: plural('desk.stars', Number(r)) }))}
          error={problems.ratings}
        />
      )}
      {draft.trigger === 'SMART' && <p className="text-xs text-slate-600">{t('rules.editor.smartHint')}</p>}
      {draft.trigger === 'CONTENT_FEATURES' && (
        <CheckGroup<Feature>
          legend={t('rules.editor.featuresLegend')}
          value={draft.features}
          onChange={(features) => set({ features })}
          choices={[
            { value: 'images', label: t('rules.editor.images') },
            { value: 'videos', label: t('rules.editor.videos') },
            { value: 'links', label: t('rules.editor.links') },
            { value: 'attachments', label: t('rules.editor.attachments') },
          ]}
          error={problems.features}
        />
      )}
      {draft.trigger === 'PATTERNS' && (
        <>
          <TextAreaField
            label={t('rules.editor.words')}
            hint={t('rules.editor.wordsHint')}
            error={problems.words}
            rows={3}
            value={draft.words}
            onChange={(e) => set({ words: e.target.value })}
          />
          <TextAreaField
            label={t('rules.editor.expressions')}
            hint={t('rules.editor.expressionsHint')}
            error={problems.expressions}
            mono
            rows={2}
            value={draft.expressions}
            onChange={(e) => set({ expressions: e.target.value })}
          />
        </>
      )}
      <SelectField<AudienceKind>
        label={t('rules.editor.audience')}
        value={draft.audience}
        onChange={(audience) => set({ audience })}
        choices={[
          { value: 'MEMBERS_AND_VISITORS', label: t('rules.editor.everyone') },
          { value: 'VISITORS', label: t('rules.editor.visitors') },
          { value: 'MEMBERS', label: t('rules.editor.members') },
          { value: 'NEW_MEMBERS', label: t('rules.editor.newMembers') },
        ]}
      />
      {draft.audience === 'NEW_MEMBERS' && (
        <TextField
          label={t('rules.editor.hours')}
          error={problems.hours}
          inputMode="numeric"
          value={draft.hours}
          onChange={(e) => set({ hours: e.target.value })}
        />
      )}
      <SelectField<RuleAction>
        label={t('rules.editor.action')}
        value={draft.action}
        onChange={(action) => set({ action })}
        choices={[
          { value: 'NEEDS_MANUAL_APPROVAL', label: t('rules.editor.hold') },
          { value: 'REJECT', label: t('rules.editor.reject') },
        ]}
      />
      <label className="flex items-center gap-1">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        {t('rules.editor.enabled')}
      </label>
      {read.rule && (
        <p className="font-medium" data-testid="rule-editor-sentence">
          {t('rules.editor.sentence', { rule: ruleSentence(read.rule) })}
        </p>
      )}
      <RulePreview siteId={siteId} session={session} rule={read.rule} />
      {write.error && (
        <ErrorNotice
          error={write.error}
          onReconnect={onReconnect}
          onConnectApp={onConnectApp}
          onRetry={rule && !isRuleChanged(write.error) ? retryOf(update) : undefined}
        />
      )}
      <FormButtons
        submitLabel={rule ? t('rules.editor.save') : t('rules.editor.create')}
        disabled={write.isPending || isRuleChanged(write.error)}
        onCancel={onDone}
      />
    </form>
  );
}
