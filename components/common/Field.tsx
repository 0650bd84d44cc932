import { useId, type ComponentProps, type ReactNode } from 'react';
import { t } from '@/lib/i18n';

/** What a field's control takes from its field: its id, and the hint and error that describe it. */
export interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Said under the control, and read with it. */
  hint?: ReactNode;
  /** What is wrong with the value: under the control, read with it, announced as it appears. */
  error?: ReactNode;
  /** The wrapper's classes (its width in a row, its text size). */
  className?: string;
  /** A given id (else one of its own). */
  id?: string;
  /** For tests that read the error. */
  errorTestId?: string;
  /** The label beside a small control, in a row of filters, rather than above a full-width one. */
  inline?: boolean;
}

/** The look of a small control in a row of others (a list entry's parts, a toolbar's select). */
export const inlineControlClass = 'max-w-full min-w-0 rounded border border-slate-300 px-1 py-0.5';

/** The look of a field's control: full width of its field, never wider than the panel. */
export const controlClass = 'mt-0.5 block w-full min-w-0 rounded border border-slate-300 px-2 py-1';

/**
 * A labelled field: the label names the control, the hint and the error describe it
 * (`aria-describedby`), and an error marks it invalid. `children` draws the control with the wiring.
 */
export function Field({
  label,
  hint,
  error,
  className,
  id: given,
  errorTestId,
  inline = false,
  children,
}: FieldProps & {
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const own = useId();
  const id = given ?? own;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={inline ? `flex flex-wrap items-center gap-1 ${className ?? ''}` : className}>
      <label htmlFor={id} className={inline ? undefined : 'block text-xs font-medium'}>
        {label}
      </label>
      {children({
        id,
        // Only what the field knows: a control's own aria-invalid (a check of its own) stays.
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's error as the provider refused it, with the request id support asks for (none: ours). */
export function ProviderProblem({ problem, requestId }: { problem: string; requestId: string | null }) {
  return (
    <>
      {problem}
      {requestId && t('errors.requestId', { requestId })}
    </>
  );
}

type Own = FieldProps & { mono?: boolean; controlClassName?: string };
const look = (field: FieldProps, mono: boolean | undefined, extra: string | undefined) =>
  [field.inline ? inlineControlClass : controlClass, mono && 'font-mono', extra].filter(Boolean).join(' ');

/** A field's own props apart from its control's. */
function splitField<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const { label, hint, error, className, id, errorTestId, inline, ...control } = props;
  return [{ label, hint, error, className, id, errorTestId, inline }, control];
}

/** A text input with its label, hint and error (`mono` for keys, ids and addresses). */
export function TextField({
  mono,
  controlClassName,
  ...props
}: Own & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(wiring) => <input {...input} {...wiring} className={look(field, mono, controlClassName)} />}
    </Field>
  );
}

/** A text area with its label, hint and error. */
export function TextAreaField({
  mono,
  controlClassName,
  ...props
}: Own & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  const [field, area] = splitField(props);
  return (
    <Field {...field}>
      {(wiring) => <textarea {...area} {...wiring} className={look(field, mono, controlClassName)} />}
    </Field>
  );
}

/** One choice of a select: its value and its words. */
export interface Choice<V extends string | number = string> {
  value: V;
  label: string;
}

type SelectProps<V extends string | number> = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: V;
  choices: ReadonlyArray<Choice<V>>;
  onChange: (value: V) => void;
};

/**
 * A select of fixed choices, its value typed as the choices' (a number stays a number). Alone (named by
 * `aria-label`) in a toolbar or a row; in a form, `SelectField` gives it its label.
 */
export function Select<V extends string | number>({
  value,
  choices,
  onChange,
  className = inlineControlClass,
  ...select
}: SelectProps<V>) {
  return (
    <select
      {...select}
      className={className}
      value={value}
      onChange={(e) => onChange(choices.find((c) => String(c.value) === e.target.value)?.value ?? value)}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** A select with its label, hint and error. */
export function SelectField<V extends string | number>({
  controlClassName,
  ...props
}: Omit<Own, 'mono'> & Omit<SelectProps<V>, 'id' | 'className'>) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(wiring) => <Select {...select} {...wiring} className={look(field, false, controlClassName)} />}
    </Field>
  );
}
