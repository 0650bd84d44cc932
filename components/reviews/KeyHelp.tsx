import { t, tPlain } from '@/lib/i18n';
import { REVIEW_ACTIONS } from '@/lib/ui/review-actions';
import { DESK_KEYS } from './useDeskKeys';
import { Button } from '../common/Button';

const shown = (key: string) => (key.length === 1 ? key.toUpperCase() : key);
const moving = DESK_KEYS.filter((k) => k.does === 'next' || k.does === 'prev');
const others = DESK_KEYS.filter((k) => k.does !== 'next' && k.does !== 'prev');

/** The desk's keyboard shortcuts: moving, then each review action's declared key, then selecting and this help. */
export function KeyHelp({ onClose }: { onClose: () => void }) {
  const keys = [
    ...moving.map((k) => [k.shown, k.help] as const),
    ...REVIEW_ACTIONS.flatMap((a) => (a.key ? [[shown(a.key.key), a.key.help] as const] : [])),
    ...others.map((k) => [k.shown, k.help] as const),
    // In a reply being written (lib/ui/reply-editing.ts isPickerKey).
    ['/ · Alt+S', 'savedReplies.keyPicker'] as const,
  ];
  return (
    <section
      role="dialog"
      aria-label={t('desk.keysHeading')}
      className="rounded border border-slate-200 bg-white p-2 text-xs"
      data-testid="key-help"
    >
      <h3 className="font-semibold">{t('desk.keysHeading')}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
        {keys.map(([key, label]) => (
          <div key={key} className="contents">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{tPlain(label)}</dd>
          </div>
        ))}
      </dl>
      <Button tone="text" className="mt-1" onClick={onClose} autoFocus>
        {t('desk.close')}
      </Button>
    </section>
  );
}
