import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that folds a small panel of less-used things open below it: the header's "⋯", a screen's
 * More. A disclosure, not an ARIA menu: its content is ordinary controls and text, reached with Tab.
 * Escape or a click outside closes it (Escape gives focus back to the button); the panel opens
 * towards the panel's wider side, so it never leaves the side panel.
 */
export function MenuDisclosure({
  label,
  button,
  buttonClassName,
  panelClassName,
  children,
  testId,
  keepMounted = false,
}: {
  /** The button's accessible name (and tooltip when the button shows only an icon). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName: string;
  panelClassName: string;
  children: (close: () => void) => ReactNode;
  testId?: string;
  /** Keep the content in the page while folded (hidden), e.g. ids that tests and the find bar read. */
  keepMounted?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [fromLeft, setFromLeft] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      ref={root}
      className="relative inline-block"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => {
          const box = buttonRef.current?.getBoundingClientRect();
          if (box) setFromLeft(box.left + box.width / 2 < document.documentElement.clientWidth / 2);
          setOpen((o) => !o);
        }}
      >
        {button}
      </button>
      {(open || keepMounted) && (
        <div
          id={id}
          hidden={!open}
          className={`absolute top-full ${fromLeft ? 'left-0' : 'right-0'} z-30 mt-1 rounded border border-slate-200 bg-white shadow-lg ${panelClassName}`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
