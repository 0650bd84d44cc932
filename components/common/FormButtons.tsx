import { t } from '@/lib/i18n';
import { Button } from './Button';

/** A small form's Submit and Cancel, side by side (submit disabled while it can't be sent). */
export function FormButtons({
  submitLabel,
  disabled,
  onCancel,
  cancelLabel = t('common.cancel'),
}: {
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" tone="primary" disabled={disabled}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel}>{cancelLabel}</Button>
    </div>
  );
}
