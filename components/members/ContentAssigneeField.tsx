import { t } from '@/lib/i18n';
import { GUID_PATTERN } from '@/lib/messaging/wire/ids';

/** Empty (the content goes with the member) or a member id to hand the deleted member's content to. */
export const assigneeValid = (value: string): boolean => value.trim() === '' || GUID_PATTERN.test(value.trim());

/** Who receives a deleted member's content: asked in the delete question, one member or many. */
export function ContentAssigneeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const valid = assigneeValid(value);
  return (
    <label className="block">
      {t('members.contentAssignee')}
      <input
        className="block w-full rounded border border-slate-300 px-1 py-0.5"
        value={value}
        aria-invalid={valid ? undefined : true}
        onChange={(e) => onChange(e.target.value)}
      />
      {!valid && <span className="text-red-700">{t('members.contentAssigneeInvalid')}</span>}
    </label>
  );
}
