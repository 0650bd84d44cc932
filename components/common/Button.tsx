import type { ComponentProps } from 'react';

/**
 * What a button says by its look: `primary` the form's action, `positive` one that approves,
 * `secondary` a toolbar's or a card's action, `danger` an action that destroys, `caution` the way into
 * one (it asks first), `warning` an action despite a warning, `dark` a connection's submit, `link` and
 * `text` actions that read as words, `remove` one that takes an entry out (read as words too),
 * `selected` a toggle that is on.
 */
export type ButtonTone =
  | 'primary'
  | 'positive'
  | 'secondary'
  | 'danger'
  | 'caution'
  | 'warning'
  | 'dark'
  | 'link'
  | 'text'
  | 'remove'
  | 'selected';
/** The padding of a framed button: `sm` in a dense row, `md` by default, `lg` a form's own action. */
export type ButtonSize = 'sm' | 'md' | 'lg';

// Colours that keep their contrast in dark mode (entrypoints/sidepanel/style.css remaps the palette).
const TONE: Record<ButtonTone, string> = {
  primary: 'rounded bg-indigo-700 text-white',
  positive: 'rounded bg-emerald-700 text-white',
  secondary: 'rounded border border-slate-300',
  danger: 'rounded bg-red-700 text-white',
  caution: 'rounded border border-red-300 text-red-800',
  warning: 'rounded bg-amber-700 text-white',
  dark: 'rounded bg-slate-800 text-white',
  link: 'text-indigo-700 underline dark:text-indigo-300',
  text: 'text-indigo-700 dark:text-indigo-300',
  remove: 'text-red-700',
  selected: 'rounded border border-indigo-700 text-indigo-800',
};
const SIZE: Record<ButtonSize, string> = { sm: 'px-2 py-0.5', md: 'px-2 py-1', lg: 'px-3 py-1' };
const FRAMED = new Set<ButtonTone>([
  'primary',
  'positive',
  'secondary',
  'danger',
  'caution',
  'warning',
  'dark',
  'selected',
]);

/** A button's classes, for what is not a `<button>` but looks like one (a file picker's label, a link). */
export function buttonClass({
  tone = 'secondary',
  size = 'md',
  className,
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}): string {
  return [TONE[tone], FRAMED.has(tone) && SIZE[size], 'disabled:opacity-50', className].filter(Boolean).join(' ');
}

type Props = ComponentProps<'button'> & { tone?: ButtonTone; size?: ButtonSize };

/** The panel's button in its tones; `type="button"` unless told (a form's submit says `type="submit"`). */
export function Button({ tone, size, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass({ tone, size, className })} {...rest} />;
}
