import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHashParam } from './useHashParam';
import { useToastLeavesWith } from './useToastLeavesWith';

export interface ToolTab {
  id: string;
  label: string;
  icon: ReactNode;
  render: () => ReactNode;
}

/**
 * The panel's tools as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them), the open one
 * kept in the panel's URL so a reload comes back to it. Each tab is an icon; the open one shows its
 * words too (all do from 480 px), so five tools fit 320 px in any language. A toast belongs to the
 * tool it spoke for: switching tools dismisses it.
 */
export function ToolTabs({ tabs, label }: { tabs: readonly ToolTab[]; label: string }) {
  const [wanted, setWanted] = useHashParam('tool');
  const open = tabs.find((t) => t.id === wanted) ?? tabs[0]!;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  useToastLeavesWith(open.id);
  const move = (e: KeyboardEvent, index: number) => {
    const to =
      e.key === 'ArrowRight'
        ? index + 1
        : e.key === 'ArrowLeft'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    setWanted(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="flex border-b border-slate-200 px-2 text-sm">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => void (el ? refs.current.set(tab.id, el) : refs.current.delete(tab.id))}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === open.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === open.id ? 0 : -1}
            title={tab.label}
            className={`flex min-h-10 min-w-10 items-center justify-center gap-1.5 px-2 whitespace-nowrap ${
              tab.id === open.id
                ? 'border-b-2 border-indigo-600 font-medium text-indigo-700'
                : 'border-b-2 border-transparent text-slate-600'
            }`}
            onClick={() => setWanted(tab.id)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.icon}
            <span className={tab.id === open.id ? '' : 'sr-only min-[480px]:not-sr-only'}>{tab.label}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${open.id}`} aria-labelledby={`tab-${open.id}`}>
        {open.render()}
      </div>
    </>
  );
}
