import { useState } from 'react';
import { t } from '@/lib/i18n';
import { copyText } from './copy-text';
import { Button } from './Button';

/** One identifier for support: what it is (people's words) and its value. */
export interface TechnicalRow {
  label: string;
  value: string;
  /** For tests that read an id. */
  testId?: string;
}

/**
 * Ids and system values, kept out of sight: a closed disclosure with a copy button per value, for
 * when the admin talks to support. The one place the panel shows provider ids; the layout tests
 * (tests/e2e/layout/checks.ts) exempt what is inside `data-technical`.
 */
export function TechnicalDetails({ rows }: { rows: readonly TechnicalRow[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  if (rows.length === 0) return null;
  return (
    <details data-technical className="text-xs text-slate-500">
      <summary className="cursor-pointer select-none">{t('common.technicalDetails')}</summary>
      <dl className="mt-1 space-y-1">
        {rows.map((row) => (
          <div key={row.label} className="flex min-w-0 items-center gap-2">
            <dt className="shrink-0">{row.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-mono" title={row.value} data-testid={row.testId}>
                {row.value}
              </span>
              {/* Inside the dd: a definition list holds only dt/dd pairs (axe). */}
              <Button
                tone="link"
                className="shrink-0 rounded px-1"
                aria-label={t('common.copyValue', { label: row.label })}
                onClick={() => void copyText(row.value).then((ok) => setCopied(ok ? row.label : null))}
              >
                {copied === row.label ? t('common.copied') : t('common.copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
