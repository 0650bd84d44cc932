import { useEffect, useId, useRef, useState } from 'react';

/** One entry of a More menu: a label and what it does (a destructive one asks first, outside the menu). */
export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/**
 * Actions that are not the screen's main ones (group deletes, exports, irreversible steps), behind one
 * button. A disclosure, not an ARIA menu: Tab reaches the entries, Escape or a click outside closes it.
 * An entry only asks (ConfirmDialog lives in the screen, not here), so the question outlives the menu.
 */
export function MoreMenu({ label, items }: { label: string; items: readonly MoreMenuItem[] }) {
  const [open, setOpen] = useState(false);
  // The list opens towards the panel's wider side, so it never leaves the panel.
  const [fromLeft, setFromLeft] = useState(false);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  if (items.length === 0) return null;
  return (
    <div
      ref={boxRef}
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
        aria-expanded={open}
        aria-controls={listId}
        className="rounded border border-slate-300 px-2 py-1"
        onClick={() => {
          const box = buttonRef.current?.getBoundingClientRect();
          if (box) setFromLeft(box.left + box.width / 2 < document.documentElement.clientWidth / 2);
          setOpen((o) => !o);
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={listId}
          className={`absolute ${fromLeft ? 'left-0' : 'right-0'} z-20 mt-1 w-max max-w-[16rem] space-y-0.5 rounded border border-slate-300 bg-white p-1 shadow-lg`}
        >
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                disabled={item.disabled}
                data-testid={item.testId}
                className={`block w-full rounded px-2 py-1 text-left hover:bg-slate-100 disabled:opacity-50 ${item.danger ? 'text-red-800' : ''}`}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
