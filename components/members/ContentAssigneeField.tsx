import { t } from '@/lib/i18n';
import { GUID_PATTERN } from '@/lib/messaging/wire/ids';
import { TextField } from '../common/Field';

/** Empty (the content goes with the member) or a member id to hand the deleted member's content to. */
export const assigneeValid = (value: string): boolean => value.trim() === '' || GUID_PATTERN.test(value.trim());

/** Who receives a deleted member's content: asked in the delete question, one member or many. */
export function ContentAssigneeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const valid = assigneeValid(value);
  return (
    <TextField
      label={t('members.contentAssignee')}
      value={value}
      error={valid ? undefined : t('members.contentAssigneeInvalid')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
