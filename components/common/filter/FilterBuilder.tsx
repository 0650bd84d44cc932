import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { ProviderFilter } from '@/lib/messaging/provider-filter';
import { Button } from '../Button';
import { SelectField } from '../Field';
import { ConditionRow } from './ConditionRow';
import {
  emptyGroup,
  modelProblems,
  newCondition,
  toFilter,
  type FilterFields,
  type FilterNode,
  type Group,
} from './filter-model';

interface Props {
  fields: FilterFields;
  value: Group;
  /** The model and the exact provider filter it stands for. */
  onApply: (model: Group, filter: ProviderFilter | null) => void;
}

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
            const empty = emptyGroup();
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
        <SelectField
          inline
          label={t('members.filter.join')}
          value={group.join}
          choices={[
            { value: 'and', label: t('members.filter.and') },
            { value: 'or', label: t('members.filter.or') },
          ]}
          onChange={(join) => onChange({ ...group, join })}
        />
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
