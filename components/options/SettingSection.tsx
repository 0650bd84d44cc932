import type { ReactNode } from 'react';

/** One setting of the options page: its box, named by its heading (`id` is the heading's, for lists inside it). */
export function SettingSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
