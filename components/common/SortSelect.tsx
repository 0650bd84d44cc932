import { t } from '@/lib/i18n';
import { Select } from './Field';

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
    <Select
      className="max-w-[10rem] rounded border border-slate-300 px-1 py-1"
      aria-label={label}
      value={value ? `${value.field}:${value.order}` : ''}
      choices={[
        { value: '', label: defaultLabel },
        ...fields.flatMap((f) =>
          (['ASC', 'DESC'] as const).map((o) => ({
            value: `${f}:${o}`,
            label: t(o === 'ASC' ? 'common.sortAsc' : 'common.sortDesc', { field: fieldLabel(f) }),
          })),
        ),
      ]}
      onChange={(next) => onChange(next || null)}
    />
  );
}
