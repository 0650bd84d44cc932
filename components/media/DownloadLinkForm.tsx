import { useState } from 'react';
import { formatDate, plural, t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { showToast } from '@/lib/queries/feedback';
import { useDownloadLink } from '@/lib/queries/media';
import { ErrorNotice } from '../common/ErrorNotice';
import { copyText } from '../common/copy-text';
import { Button } from '../common/Button';
import { SelectField, TextField } from '../common/Field';

/** How long a link lasts, in minutes: a quarter hour, an hour, a day, a week. */
const EXPIRIES = [15, 60, 60 * 24, 60 * 24 * 7];
const expiryLabel = (m: number) =>
  m < 60 ? plural('media.minutes', m) : m < 1440 ? plural('media.hours', m / 60) : plural('media.days', m / 1440);

/** A signed download link with the expiry, file name and disposition the admin chooses; copied or opened. */
export function DownloadLinkForm({ siteId, file }: { siteId: string; file: MediaFile }) {
  const [minutes, setMinutes] = useState(60);
  const [name, setName] = useState(file.displayName);
  const [disposition, setDisposition] = useState<'ATTACHMENT' | 'INLINE'>('ATTACHMENT');
  const link = useDownloadLink(siteId, file.id);
  // The link is copied as soon as it arrives; the toast says whether the clipboard took it.
  const make = () =>
    link.mutate(
      {
        expirationInMinutes: minutes,
        contentDisposition: disposition,
        ...(name.trim() ? { downloadFileName: name.trim() } : {}),
      },
      {
        onSuccess: async (r) => {
          const expires = formatDate(r.expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
          showToast(
            (await copyText(r.url))
              ? t('media.downloadLinkCopied', { expires })
              : t('media.downloadLinkReady', { expires }),
          );
        },
      },
    );
  return (
    <fieldset
      className="min-w-0 space-y-2 rounded border border-slate-200 p-2 text-xs"
      data-testid="media-download-form"
    >
      <legend className="px-1 font-medium">{t('media.downloadLink')}</legend>
      <SelectField
        label={t('media.expiresIn')}
        value={minutes}
        choices={EXPIRIES.map((m) => ({ value: m, label: expiryLabel(m) }))}
        onChange={setMinutes}
      />
      <TextField label={t('media.downloadFileName')} value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label={t('media.disposition')}
        value={disposition}
        choices={[
          { value: 'ATTACHMENT', label: t('media.dispositionAttachment') },
          { value: 'INLINE', label: t('media.dispositionInline') },
        ]}
        onChange={setDisposition}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button tone="primary" disabled={link.isPending} onClick={make}>
          {t('media.copyDownloadLink')}
        </Button>
        {link.data && (
          <a
            href={link.data.url}
            target="_blank"
            rel="noreferrer"
            className="text-indigo-700 underline dark:text-indigo-300"
            data-testid="download-link"
          >
            {t('media.openDownloadLink')}
          </a>
        )}
      </div>
      {link.data && (
        <input
          readOnly
          className="block w-full min-w-0 rounded border border-slate-200 px-1 font-mono"
          value={link.data.url}
          aria-label={t('media.downloadLink')}
          onFocus={(e) => e.target.select()}
        />
      )}
      {link.error && <ErrorNotice error={link.error} />}
    </fieldset>
  );
}
