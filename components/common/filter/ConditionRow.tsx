import { t } from '@/lib/i18n';
import { Button } from '../Button';
import { inlineControlClass, Select } from '../Field';
import { conditionProblem, opsFor, type Condition, type FilterFields } from './filter-model';
import { opLabel } from './op-labels';

/** One condition of a filter: not, the field, the comparison, the value (a choice where the field has values). */
export function ConditionRow({
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
      <Select
        aria-label={t('members.filter.field', { n })}
        value={cond.field}
        choices={fields.names.map((f) => ({ value: f, label: fields.label(f) }))}
        onChange={(field) => {
          const nextOps = opsFor(fields, field);
          onChange({ ...cond, field, op: nextOps.includes(cond.op) ? cond.op : nextOps[0]!, value: '' });
        }}
      />
      <Select
        aria-label={t('members.filter.operator', { n })}
        value={cond.op}
        choices={ops.map((op) => ({ value: op, label: opLabel(op) }))}
        onChange={(op) => onChange({ ...cond, op })}
      />
      {needsValue &&
        (enumValues && (cond.op === 'eq' || cond.op === 'ne') ? (
          <Select
            aria-label={t('members.filter.value', { n })}
            value={cond.value}
            choices={[
              { value: '', label: t('members.filter.choose') },
              ...enumValues.map((v) => ({ value: v, label: fields.valueLabel?.(cond.field, v) ?? v })),
            ]}
            onChange={(value) => onChange({ ...cond, value })}
          />
        ) : (
          <input
            className={inlineControlClass}
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
