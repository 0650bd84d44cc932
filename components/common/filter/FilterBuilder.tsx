import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { ProviderFilter } from '@/lib/messaging/provider-filter';
import { opLabel } from './op-labels';
import {
  conditionProblem,
  modelProblems,
  newCondition,
  opsFor,
  toFilter,
  type Condition,
  type FilterFields,
  type FilterNode,
  type Group,
  type OpChoice,
} from './filter-model';
import { Button } from '../Button';

interface Props {
  fields: FilterFields;
  value: Group;
  /** The model and the exact provider filter it stands for. */
  onApply: (model: Group, filter: ProviderFilter | null) => void;
}

const input = 'min-w-0 max-w-full rounded border border-slate-300 px-1 py-0.5 text-xs';

/** Builds a provider filter over a tool's fields from the provider's operators, with and / or / not, nested groups. */
export function FilterBuilder({ fields, value, onApply }: Props) {
  const [draft, setDraft] = useState<Group>(value);
  const [showProblems, setShowProblems] = useState(false);
  const problems = modelProblems(draft, fields);
  const apply = () => {
    setShowProblems(true);
    if (problems === 0) onApply(draft, toFilter(draft, fields));
  };
  return (
    <form
      aria-label={t('members.filter.label')}
      className="space-y-2 rounded border border-slate-200 p-2"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <GroupEditor fields={fields} group={draft} onChange={setDraft} depth={0} showProblems={showProblems} />
      <div className="flex gap-2">
        <Button tone="primary" className="text-xs" type="submit">
          {t('members.filter.apply')}
        </Button>
        <Button
          className="text-xs"
          onClick={() => {
            const empty: Group = { kind: 'group', join: 'and', negate: false, items: [] };
            setDraft(empty);
            setShowProblems(false);
            onApply(empty, null);
          }}
        >
          {t('members.filter.clear')}
        </Button>
      </div>
    </form>
  );
}

function GroupEditor({
  fields,
  group,
  onChange,
  depth,
  showProblems,
  onRemove,
}: {
  fields: FilterFields;
  group: Group;
  onChange: (g: Group) => void;
  depth: number;
  showProblems: boolean;
  onRemove?: () => void;
}) {
  const setItem = (i: number, node: FilterNode | null) =>
    onChange({
      ...group,
      items: node === null ? group.items.filter((_, j) => j !== i) : group.items.map((it, j) => (j === i ? node : it)),
    });
  return (
    <fieldset className={depth > 0 ? 'space-y-1 rounded border border-dashed border-slate-300 p-1' : 'space-y-1'}>
      <legend className="sr-only">{t('members.filter.group')}</legend>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={group.negate}
            onChange={(e) => onChange({ ...group, negate: e.target.checked })}
          />
          {t('members.filter.notGroup')}
        </label>
        <label className="flex items-center gap-1">
          {t('members.filter.join')}
          <select
            className={input}
            value={group.join}
            onChange={(e) => onChange({ ...group, join: e.target.value === 'or' ? 'or' : 'and' })}
          >
            <option value="and">{t('members.filter.and')}</option>
            <option value="or">{t('members.filter.or')}</option>
          </select>
        </label>
        {onRemove && (
          <Button tone="remove" onClick={onRemove}>
            {t('members.filter.removeGroup')}
          </Button>
        )}
      </div>
      <ul className="space-y-1">
        {group.items.map((item, i) => (
          <li key={i}>
            {item.kind === 'cond' ? (
              <ConditionRow
                fields={fields}
                cond={item}
                index={i}
                onChange={(c) => setItem(i, c)}
                onRemove={() => setItem(i, null)}
                showProblems={showProblems}
              />
            ) : (
              <GroupEditor
                fields={fields}
                group={item}
                depth={depth + 1}
                showProblems={showProblems}
                onChange={(g) => setItem(i, g)}
                onRemove={() => setItem(i, null)}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="flex gap-2 text-xs">
        <Button tone="text" onClick={() => onChange({ ...group, items: [...group.items, newCondition(fields)] })}>
          {t('members.filter.addCondition')}
        </Button>
        {depth < 2 && (
          <Button
            tone="text"
            onClick={() =>
              onChange({
                ...group,
                items: [...group.items, { kind: 'group', join: 'or', negate: false, items: [newCondition(fields)] }],
              })
            }
          >
            {t('members.filter.addGroup')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function ConditionRow({
  fields,
  cond,
  index,
  onChange,
  onRemove,
  showProblems,
}: {
  fields: FilterFields;
  cond: Condition;
  index: number;
  onChange: (c: Condition) => void;
  onRemove: () => void;
  showProblems: boolean;
}) {
  const kind = fields.kind(cond.field);
  const ops = opsFor(fields, cond.field);
  const problem = showProblems ? conditionProblem(cond, fields) : null;
  const needsValue = cond.op !== 'exists' && cond.op !== 'notExists';
  const enumValues = fields.enumValues(cond.field);
  const n = index + 1;
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs" data-testid="filter-condition">
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={cond.negate}
          onChange={(e) => onChange({ ...cond, negate: e.target.checked })}
        />
        {t('members.filter.not')}
      </label>
      <select
        className={input}
        aria-label={t('members.filter.field', { n })}
        value={cond.field}
        onChange={(e) => {
          const field = e.target.value;
          const nextOps = opsFor(fields, field);
          onChange({ ...cond, field, op: nextOps.includes(cond.op) ? cond.op : nextOps[0]!, value: '' });
        }}
      >
        {fields.names.map((f) => (
          <option key={f} value={f}>
            {fields.label(f)}
          </option>
        ))}
      </select>
      <select
        className={input}
        aria-label={t('members.filter.operator', { n })}
        value={cond.op}
        onChange={(e) => onChange({ ...cond, op: e.target.value as OpChoice })}
      >
        {ops.map((op) => (
          <option key={op} value={op}>
            {opLabel(op)}
          </option>
        ))}
      </select>
      {needsValue &&
        (enumValues && (cond.op === 'eq' || cond.op === 'ne') ? (
          <select
            className={input}
            aria-label={t('members.filter.value', { n })}
            value={cond.value}
            onChange={(e) => onChange({ ...cond, value: e.target.value })}
          >
            <option value="">{t('members.filter.choose')}</option>
            {enumValues.map((v) => (
              <option key={v} value={v}>
                {fields.valueLabel?.(cond.field, v) ?? v}
              </option>
            ))}
          </select>
        ) : (
          <input
            className={input}
            type={kind === 'date' || kind === 'day' ? 'date' : kind === 'number' ? 'number' : 'text'}
            aria-label={t('members.filter.value', { n })}
            aria-invalid={problem ? true : undefined}
            placeholder={cond.op === 'anyOf' || cond.op === 'allOf' ? t('members.filter.listHint') : ''}
            value={cond.value}
            onChange={(e) => onChange({ ...cond, value: e.target.value })}
          />
        ))}
      <Button tone="remove" aria-label={t('members.filter.remove', { n })} onClick={onRemove}>
        ×
      </Button>
      {problem && (
        <span role="alert" className="w-full text-red-700">
          {t(problem)}
        </span>
      )}
    </div>
  );
}
