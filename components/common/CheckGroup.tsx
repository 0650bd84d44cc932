/**
 * A legend and a row of checkboxes, each a value of one list (the desk's statuses, its ratings): ticking
 * adds the value, unticking takes it out. A choice's `name` names its box where its words are short;
 * `error`, what is wrong with the choice, is said under the boxes (as Field.tsx says a field's).
 */
export function CheckGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: ReadonlyArray<{ value: V; label: string; name?: string }>;
  value: readonly V[] | undefined;
  onChange: (value: V[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
      <legend className="font-medium">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="flex min-h-6 items-center gap-1">
          <input
            type="checkbox"
            checked={value?.includes(c.value) ?? false}
            aria-label={c.name}
            onChange={(e) => {
              const rest = (value ?? []).filter((v) => v !== c.value);
              onChange(e.target.checked ? [...rest, c.value] : rest);
            }}
          />
          {c.label}
        </label>
      ))}
      {error && (
        <p role="alert" className="basis-full text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
