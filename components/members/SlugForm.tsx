import { useState } from 'react';
import { t } from '@/lib/i18n';
import { Slug } from '@/lib/messaging/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { fieldErrors } from '../common/field-errors';

/** Changes a slug; a malformed one is refused here, a taken one is shown on the field. */
export function SlugForm({
  current,
  busy,
  error,
  onSubmit,
}: {
  current: string;
  busy: boolean;
  error: unknown;
  onSubmit: (slug: string) => void;
}) {
  const [slug, setSlug] = useState(current);
  const [local, setLocal] = useState<string | null>(null);
  const provider = fieldErrors(error, ['slug']);
  const problem = local ?? provider.byField.slug;
  return (
    <form
      aria-label={t('members.slug.label')}
      className="space-y-1 text-xs"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = Slug.safeParse(slug);
        if (!parsed.success) return setLocal(t('members.slug.invalid'));
        setLocal(null);
        onSubmit(parsed.data);
      }}
    >
      <label className="block">
        {t('members.field.slug')}
        <input
          className="block w-full rounded border border-slate-300 px-1 py-0.5"
          value={slug}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'member-slug-error' : undefined}
          onChange={(e) => setSlug(e.target.value)}
        />
      </label>
      {problem && (
        <p id="member-slug-error" className="text-red-700" data-testid="slug-error">
          {problem}
          {!local && provider.requestId && t('errors.requestId', { requestId: provider.requestId })}
        </p>
      )}
      {error !== null && error !== undefined && provider.rest && <ErrorNotice error={error} />}
      <button type="submit" disabled={busy} className="rounded bg-indigo-700 px-2 py-1 text-white disabled:opacity-50">
        {t('members.slug.save')}
      </button>
    </form>
  );
}
