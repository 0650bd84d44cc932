import { useState } from 'react';
import { useSetSandboxUrl } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';
import { SettingSection } from './SettingSection';

/** Development builds: the address the panel's "Use the local sandbox" connects to. */
export function SandboxUrlSetting({ sandboxUrl }: { sandboxUrl: string }) {
  const [url, setUrl] = useState(sandboxUrl);
  const save = useSetSandboxUrl();
  return (
    <SettingSection id="sandbox-heading" heading={t('options.sandboxHeading')}>
      <p className="text-xs text-slate-600">{t('options.sandboxHint')}</p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(url);
        }}
      >
        <TextField
          className="flex-1 text-sm"
          label={t('session.sandboxUrl')}
          mono
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" tone="primary" size="lg" className="text-sm" disabled={save.isPending}>
          {t('options.save')}
        </Button>
      </form>
      {save.isSuccess && !save.isPending && (
        <p role="status" className="text-xs text-slate-700">
          {t('options.saved')}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
    </SettingSection>
  );
}
