import { t } from '@/lib/i18n';

/**
 * A list's order as one select: the provider's default, then each sortable field up and down. The
 * value is `field:ASC` / `field:DESC` (as the tools keep it in the panel's URL), or null for the default.
 */
export function SortSelect<F extends string>({
  label,
  defaultLabel,
  fields,
  fieldLabel,
  value,
  onChange,
}: {
  label: string;
  defaultLabel: string;
  fields: readonly F[];
  fieldLabel: (field: F) => string;
  value: { field: string; order: 'ASC' | 'DESC' } | null;
  onChange: (sort: string | null) => void;
}) {
  return (
    <select
      className="max-w-[10rem] rounded border border-slate-300 px-1 py-1"
      aria-label={label}
      value={value ? `${value.field}:${value.order}` : ''}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{defaultLabel}</option>
      {fields.flatMap((f) =>
        (['ASC', 'DESC'] as const).map((o) => (
          <option key={`${f}:${o}`} value={`${f}:${o}`}>
            {t(o === 'ASC' ? 'common.sortAsc' : 'common.sortDesc', { field: fieldLabel(f) })}
          </option>
        )),
      )}
    </select>
  );
}
