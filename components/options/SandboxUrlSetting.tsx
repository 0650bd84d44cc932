import { useState } from 'react';
import { useSetSandboxUrl } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/** Development builds: the address the panel's "Use the local sandbox" connects to. */
export function SandboxUrlSetting({ sandboxUrl }: { sandboxUrl: string }) {
  const [url, setUrl] = useState(sandboxUrl);
  const save = useSetSandboxUrl();
  return (
    <section aria-labelledby="sandbox-heading" className="space-y-2 rounded border border-slate-200 bg-white p-4">
      <h2 id="sandbox-heading" className="text-base font-semibold">
        {t('options.sandboxHeading')}
      </h2>
      <p className="text-xs text-slate-600">{t('options.sandboxHint')}</p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(url);
        }}
      >
        <label className="block flex-1 text-sm">
          {t('session.sandboxUrl')}
          <input
            className="mt-1 w-full rounded border px-2 py-1 font-mono"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="rounded bg-indigo-600 px-3 py-1.5 text-sm text-white disabled:opacity-50"
          disabled={save.isPending}
        >
          {t('options.save')}
        </button>
      </form>
      {save.isSuccess && !save.isPending && (
        <p role="status" className="text-xs text-slate-700">
          {t('options.saved')}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
    </section>
  );
}
