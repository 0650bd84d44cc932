import { useState } from 'react';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { MemberInput, type MemberSummary } from '@/lib/messaging/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { fieldErrors } from '../common/field-errors';
import { ProviderProblem, SelectField, TextField } from '../common/Field';
import { FormButtons } from '../common/FormButtons';

const FIELDS = ['loginEmail', 'nickname', 'title', 'firstName', 'lastName', 'company', 'jobTitle'] as const;
type Field = (typeof FIELDS)[number];

const labels: Record<Field, () => string> = {
  loginEmail: () => t('members.field.loginEmail'),
  nickname: () => t('members.field.nickname'),
  title: () => t('members.form.title'),
  firstName: () => t('members.field.firstName'),
  lastName: () => t('members.field.lastName'),
  company: () => t('members.card.company'),
  jobTitle: () => t('members.form.jobTitle'),
};

interface Props {
  /** Absent: the create form (login email required). */
  member?: MemberSummary;
  busy: boolean;
  error: unknown;
  onSubmit: (input: MemberInput) => void;
  onCancel: () => void;
}

/** Create / edit a member: validated here first; the provider's field errors land on their fields. */
export function MemberForm({ member, busy, error, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    loginEmail: member?.loginEmail ?? '',
    nickname: member?.nickname ?? '',
    title: member?.title ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    company: member?.company ?? '',
    jobTitle: member?.jobTitle ?? '',
  }));
  const [privacy, setPrivacy] = useState<string>(member?.privacyStatus ?? 'PUBLIC');
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const provider = fieldErrors(error, FIELDS);
  const editing = member !== undefined;

  const submit = () => {
    const raw = Object.fromEntries(
      FIELDS.filter((f) => !(editing && f === 'loginEmail')).map((f) => [f, values[f].trim() || undefined]),
    );
    const schema = editing ? MemberInput : MemberInput.required({ loginEmail: true });
    const parsed = schema.safeParse({
      ...raw,
      ...(privacy === 'PUBLIC' || privacy === 'PRIVATE' ? { privacyStatus: privacy } : {}),
    });
    if (!parsed.success) {
      const issues = z.flattenError(parsed.error).fieldErrors as Partial<Record<Field, string[]>>;
      setLocal(Object.fromEntries(FIELDS.filter((f) => issues[f]?.length).map((f) => [f, t('members.form.invalid')])));
      return;
    }
    setLocal({});
    onSubmit(parsed.data);
  };

  return (
    <form
      aria-label={editing ? t('members.form.editLabel') : t('members.form.createLabel')}
      className="space-y-1 rounded border border-slate-200 p-2 text-xs"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {FIELDS.filter((f) => !(editing && f === 'loginEmail')).map((f) => {
        const problem = local[f] ?? provider.byField[f];
        return (
          <TextField
            key={f}
            label={labels[f]()}
            type={f === 'loginEmail' ? 'email' : 'text'}
            value={values[f]}
            error={problem && <ProviderProblem problem={problem} requestId={local[f] ? null : provider.requestId} />}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        );
      })}
      <SelectField
        label={t('members.field.privacy')}
        value={privacy}
        choices={[
          { value: 'PUBLIC', label: t('members.label.public') },
          { value: 'PRIVATE', label: t('members.label.private') },
        ]}
        onChange={setPrivacy}
      />
      {error !== null && error !== undefined && provider.rest && <ErrorNotice error={error} />}
      <FormButtons
        submitLabel={editing ? t('members.form.save') : t('members.form.create')}
        disabled={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
