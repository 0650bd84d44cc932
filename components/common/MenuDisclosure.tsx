import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A button that folds a small panel of less-used things open below it: the header's "⋯", a screen's
 * More. A disclosure, not an ARIA menu: its content is ordinary controls and text, reached with Tab.
 * Escape or a click outside closes it (Escape gives focus back to the button); the panel opens
 * towards the panel's wider side, moved back inside the side panel where it would stick out, and is
 * placed again when the side panel is resized: it never leaves the side panel.
 */
/** The least room kept between the open panel and the side panel's edges. */
const EDGE = 8;

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
  /** Where the panel starts, in px from the button's left edge. */
  const [offset, setOffset] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const box = root.current?.getBoundingClientRect();
      const width = panelRef.current?.offsetWidth;
      if (!box || width === undefined) return;
      const room = document.documentElement.clientWidth;
      // Towards the wider side, then moved back inside the side panel (8 px from its edges) if need be.
      const wanted = box.left + box.width / 2 < room / 2 ? 0 : box.width - width;
      const lowest = EDGE - box.left;
      const highest = room - EDGE - width - box.left;
      setOffset(Math.max(lowest, Math.min(wanted, highest)));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);
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
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {(open || keepMounted) && (
        <div
          ref={panelRef}
          id={id}
          hidden={!open}
          style={{ left: offset }}
          className={`absolute top-full z-30 mt-1 rounded border border-slate-200 bg-white shadow-lg ${panelClassName}`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
