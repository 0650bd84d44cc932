import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that folds a small panel of less-used things open below it (a disclosure, not an ARIA
 * menu: its content is ordinary controls and text, reached with Tab). Escape or a click outside
 * closes it; Escape gives focus back to the button.
 */
export function MenuDisclosure({
  label,
  icon,
  children,
  testId,
}: {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
      className="relative"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="flex h-8 w-8 items-center justify-center rounded text-lg text-slate-700 hover:bg-slate-100"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-1 w-72 max-w-[calc(100vw-1rem)] space-y-3 rounded border border-slate-200 bg-white p-3 text-sm shadow-lg"
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
