import { t } from '@/lib/i18n';

const KEYS = [
  ['J / ↓', 'desk.keyNext'],
  ['K / ↑', 'desk.keyPrev'],
  ['A', 'desk.keyApprove'],
  ['R', 'desk.keyReject'],
  ['E', 'desk.keyReply'],
  ['X', 'desk.keySelect'],
  ['Delete', 'desk.keyDelete'],
  ['?', 'desk.keyHelp'],
] as const;

/** The desk's keyboard shortcuts. */
export function KeyHelp({ onClose }: { onClose: () => void }) {
  return (
    <section
      role="dialog"
      aria-label={t('desk.keysHeading')}
      className="rounded border border-slate-200 bg-white p-2 text-xs dark:bg-slate-900"
      data-testid="key-help"
    >
      <h3 className="font-semibold">{t('desk.keysHeading')}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
        {KEYS.map(([key, label]) => (
          <div key={key} className="contents">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="mt-1 text-indigo-700" onClick={onClose} autoFocus>
        {t('desk.close')}
      </button>
    </section>
  );
}
