import { useState } from 'react';
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { MemberInput, type MemberSummary } from '@/lib/messaging/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { fieldErrors } from '../common/field-errors';

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
          <label key={f} className="block">
            {labels[f]()}
            <input
              className="block w-full rounded border border-slate-300 px-1 py-0.5"
              type={f === 'loginEmail' ? 'email' : 'text'}
              value={values[f]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `member-form-${f}-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
            {problem && (
              <span id={`member-form-${f}-error`} className="text-red-700">
                {problem}
                {!local[f] && provider.requestId && t('errors.requestId', { requestId: provider.requestId })}
              </span>
            )}
          </label>
        );
      })}
      <label className="block">
        {t('members.field.privacy')}
        <select
          className="block rounded border border-slate-300"
          value={privacy}
          onChange={(e) => setPrivacy(e.target.value)}
        >
          <option value="PUBLIC">{t('members.label.public')}</option>
          <option value="PRIVATE">{t('members.label.private')}</option>
        </select>
      </label>
      {error !== null && error !== undefined && provider.rest && <ErrorNotice error={error} />}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-indigo-700 px-2 py-1 text-white disabled:opacity-50"
        >
          {editing ? t('members.form.save') : t('members.form.create')}
        </button>
        <button type="button" className="rounded border px-2 py-1" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
