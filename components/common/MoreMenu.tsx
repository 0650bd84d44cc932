import { MenuDisclosure } from './MenuDisclosure';

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
 * button. An entry only asks (ConfirmDialog lives in the screen, not here), so the question outlives the menu.
 */
export function MoreMenu({ label, items }: { label: string; items: readonly MoreMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <MenuDisclosure
      label={label}
      button={
        <>
          {label} <span aria-hidden="true">▾</span>
        </>
      }
      buttonClassName="rounded border border-slate-300 px-2 py-1"
      panelClassName="w-max max-w-[16rem] p-1"
    >
      {(close) => (
        <ul className="space-y-0.5">
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                disabled={item.disabled}
                data-testid={item.testId}
                className={`block w-full rounded px-2 py-1 text-left hover:bg-slate-100 disabled:opacity-50 ${item.danger ? 'text-red-800' : ''}`}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MenuDisclosure>
  );
}
