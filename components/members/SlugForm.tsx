import { useState } from 'react';
import { t } from '@/lib/i18n';
import { Slug } from '@/lib/messaging/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { fieldErrors } from '../common/field-errors';
import { Button } from '../common/Button';
import { ProviderProblem, TextField } from '../common/Field';

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
      <TextField
        label={t('members.field.slug')}
        value={slug}
        error={problem && <ProviderProblem problem={problem} requestId={local ? null : provider.requestId} />}
        errorTestId="slug-error"
        onChange={(e) => setSlug(e.target.value)}
      />
      {error !== null && error !== undefined && provider.rest && <ErrorNotice error={error} />}
      <Button type="submit" tone="primary" disabled={busy}>
        {t('members.slug.save')}
      </Button>
    </form>
  );
}
