import { useId, type ReactNode } from 'react';
import { Button } from './Button';

interface Props<T> {
  /** The list's name, its fieldset's legend. */
  legend: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new entry (`first`: the list was empty). */
  blank: (first: boolean) => T;
  addLabel: string;
  /** Names the remove button of entry n (1-based). */
  removeLabel: (n: number) => string;
  /** `cross`: the remove button shows ×, named by `removeLabel`; `words`: it shows `removeLabel`. */
  removeAs?: 'cross' | 'words';
  /** `row`: an entry's controls on one line, wrapping; `grid`: two columns in a dashed box. */
  layout?: 'row' | 'grid';
  /** The words beside an entry's radio, where one entry is the primary one (at most one). */
  primaryLabel?: T extends { primary: boolean } ? string : never;
  /** An entry's own controls; `set` changes it. */
  children: (item: T, i: number, set: (patch: Partial<T>) => void) => ReactNode;
  /** What is wrong with entry i, each said under it. */
  errors?: (i: number) => ReadonlyArray<string | undefined>;
}

const LAYOUT = {
  row: 'flex flex-wrap items-center gap-1',
  grid: 'grid grid-cols-2 gap-1 rounded border border-dashed border-slate-300 p-1 [&>*]:min-w-0',
};

/**
 * A list of like entries to edit (a contact's emails, phones, addresses): each entry its controls, its
 * primary mark if the list has one, its remove button and its errors; Add appends a blank one.
 */
export function ListEditor<T extends object>({
  legend,
  items,
  onChange,
  blank,
  addLabel,
  removeLabel,
  removeAs = 'cross',
  layout = 'row',
  primaryLabel,
  children,
  errors = () => [],
}: Props<T>) {
  const group = useId();
  const set = (i: number, patch: Partial<T>) => onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{legend}</legend>
      {items.map((item, i) => (
        <div key={i} className={LAYOUT[layout]}>
          {children(item, i, (patch) => set(i, patch))}
          {primaryLabel && 'primary' in item && (
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`${group}-primary`}
                checked={item.primary === true}
                onChange={() => onChange(items.map((x, j) => ({ ...x, primary: j === i })))}
              />
              {primaryLabel}
            </label>
          )}
          <Button
            tone="remove"
            className="text-left"
            aria-label={removeAs === 'cross' ? removeLabel(i + 1) : undefined}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            {removeAs === 'cross' ? '×' : removeLabel(i + 1)}
          </Button>
          {errors(i)
            .filter(Boolean)
            .map((problem) => (
              <span key={problem} role="alert" className="col-span-2 w-full text-red-700">
                {problem}
              </span>
            ))}
        </div>
      ))}
      <Button tone="text" onClick={() => onChange([...items, blank(items.length === 0)])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
