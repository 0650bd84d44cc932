import type { ReactNode } from 'react';

/**
 * One fact of a card, in the card's `<dl>`: its label beside the value where the panel has room, above
 * it where it hasn't. The value is provider text or words, drawn as text in its own direction.
 */
export function CardRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-x-2" data-testid={testId}>
      <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 flex-1 basis-40 [overflow-wrap:anywhere]" dir="auto">
        {children}
      </dd>
    </div>
  );
}
