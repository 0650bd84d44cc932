import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { ContactCard, ExtendedFieldDef, ExtendedValues } from '@/lib/messaging/contacts';
import { useSetExtendedValues } from '@/lib/queries/contact-writes';
import { ErrorNotice } from '../common/ErrorNotice';
import { FormButtons } from '../common/FormButtons';
import { TextField } from '../common/Field';

const INPUT_TYPE: Readonly<Record<string, string>> = { NUMBER: 'number', DATE: 'date', URL: 'url', TEXT: 'text' };

/** The values as the inputs hold them (text); a number or a date keeps its provider form. */
const asText = (v: ContactCard['extendedFields'][string] | undefined): string =>
  v === null || v === undefined || typeof v === 'boolean' ? '' : String(v);

/** The values to send: the filled fields, numbers as numbers (an empty input clears its field). */
export function valuesToSend(
  fields: readonly ExtendedFieldDef[],
  texts: Readonly<Record<string, string>>,
): ExtendedValues {
  const out: ExtendedValues = {};
  for (const f of fields) {
    const text = (texts[f.key] ?? '').trim();
    if (text) out[f.key] = f.dataType === 'NUMBER' ? Number(text) : text;
  }
  return out;
}

/**
 * The contact's values of the site's own fields, each in an input of its type (a number, a date, a
 * link, text). Saving sends them all: an emptied one is cleared.
 */
export function ExtendedValuesForm({
  siteId,
  cardId,
  contact,
  fields,
  onDone,
}: {
  siteId: string;
  cardId: string;
  contact: ContactCard;
  /** The site's own fields (not Wix's). */
  fields: readonly ExtendedFieldDef[];
  onDone: () => void;
}) {
  const save = useSetExtendedValues(siteId, cardId);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, asText(contact.extendedFields[f.key])])),
  );
  const bad = fields.filter(
    (f) => f.dataType === 'NUMBER' && texts[f.key]?.trim() && !Number.isFinite(Number(texts[f.key])),
  );
  return (
    <form
      className="space-y-2 rounded border border-slate-200 p-2 text-sm"
      aria-label={t('contacts.values.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (bad.length > 0) return;
        save.mutate(
          { id: contact.id, revision: contact.revision, values: valuesToSend(fields, texts) },
          { onSuccess: onDone },
        );
      }}
    >
      {fields.map((f) => (
        <TextField
          key={f.key}
          label={f.name}
          type={INPUT_TYPE[f.dataType] ?? 'text'}
          step={f.dataType === 'NUMBER' ? 'any' : undefined}
          value={texts[f.key] ?? ''}
          aria-invalid={bad.includes(f) || undefined}
          onChange={(e) => setTexts((prev) => ({ ...prev, [f.key]: e.target.value }))}
        />
      ))}
      {save.error && <ErrorNotice error={save.error} />}
      <FormButtons
        submitLabel={t('contacts.values.save')}
        disabled={save.isPending || bad.length > 0}
        onCancel={onDone}
      />
    </form>
  );
}
