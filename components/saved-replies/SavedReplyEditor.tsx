import { useRef, useState, type FormEvent } from 'react';
import { t, uiLocale } from '@/lib/i18n';
import { SAVED_REPLY_NAME_MAX, SAVED_REPLY_TEXT_MAX, type SavedReply } from '@/lib/messaging/saved-replies';
import { useSaveSavedReply } from '@/lib/queries/saved-replies';
import { retryOf } from '@/lib/queries/write';
import { PLACEHOLDERS, placeholderToken, type Placeholder } from '@/lib/ui/reply-placeholders';
import { CheckGroup } from '../common/CheckGroup';
import { ErrorNotice } from '../common/ErrorNotice';
import { TextAreaField, TextField } from '../common/Field';
import { FormButtons } from '../common/FormButtons';
import { useCaretAfterEdit } from '../common/useCaretAfterEdit';
import { BANDS, bandLabel, bandsOf, ratingsOf, type Band } from './rating-bands';
import { syncRoomProblem } from './sync-room';

/** What the editor starts from: a saved reply (edited, or copied as a new one), or nothing. */
export interface ReplyDraftStart {
  /** The saved reply changed by Save; null: Save makes a new one. */
  id: string | null;
  reply: Omit<SavedReply, 'id'>;
}

export const EMPTY_DRAFT: ReplyDraftStart = {
  id: null,
  reply: { name: '', text: '', ratings: [], everySite: false },
};

/**
 * A saved reply's editor: its name, its text with buttons that insert a placeholder in the screen's
 * words where the cursor is, the ratings it suits and whether every site offers it.
 */
export function SavedReplyEditor({
  accountId,
  accountName,
  start,
  saved,
  onDone,
}: {
  accountId: string;
  accountName: string;
  start: ReplyDraftStart;
  /** The saved replies as listed, and the sync storage they take: whether this save fits is said before Save. */
  saved: { replies: SavedReply[]; syncBytes: number };
  onDone: () => void;
}) {
  const [name, setName] = useState(start.reply.name);
  const [text, setText] = useState(start.reply.text);
  const [bands, setBands] = useState<Band[]>(bandsOf(start.reply.ratings));
  const [everySite, setEverySite] = useState(start.reply.everySite);
  const [tried, setTried] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterEdit(area, text);
  const save = useSaveSavedReply(accountId);
  const language = uiLocale();

  const insert = (placeholder: Placeholder) => {
    // Into the sentence where the cursor is (at the end when the text was never focused).
    const token = placeholderToken(placeholder, language);
    const start = area.current?.selectionStart ?? text.length;
    const end = area.current?.selectionEnd ?? text.length;
    const caret = start + token.length;
    placeCaret(caret);
    setText(text.slice(0, start) + token + text.slice(end));
  };
  const input = { name: name.trim(), text: text.trim(), ratings: ratingsOf(bands), everySite };
  const noRoom = syncRoomProblem(accountId, saved.replies, saved.syncBytes, start.id, input);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!input.name || !input.text || noRoom) return;
    save.mutate({ id: start.id, reply: input }, { onSuccess: onDone });
  };
  const heading = start.id ? t('savedReplies.edit') : t('savedReplies.new');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={heading}
      className="space-y-2 rounded border border-slate-300 p-2 text-sm"
      data-testid="saved-reply-editor"
    >
      <h3 className="font-medium">{heading}</h3>
      <TextField
        label={t('savedReplies.name')}
        value={name}
        maxLength={SAVED_REPLY_NAME_MAX}
        error={tried && !name.trim() ? t('savedReplies.nameNeeded') : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <TextAreaField
        ref={area}
        label={t('savedReplies.text')}
        rows={4}
        dir="auto"
        value={text}
        maxLength={SAVED_REPLY_TEXT_MAX}
        error={tried && !text.trim() ? t('savedReplies.textNeeded') : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <div
        className="flex flex-wrap items-center gap-1 text-xs"
        role="group"
        aria-label={t('savedReplies.placeholders')}
      >
        <span aria-hidden="true">{t('savedReplies.placeholders')}</span>
        {PLACEHOLDERS.map((p) => (
          <button
            key={p}
            type="button"
            className="rounded border border-slate-300 px-1.5 py-0.5 font-mono"
            title={t(`savedReplies.placeholder.${p}`)}
            aria-label={t('savedReplies.insert', { what: t(`savedReplies.placeholder.${p}`) })}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => insert(p)}
          >
            {placeholderToken(p, language)}
          </button>
        ))}
      </div>
      <CheckGroup<Band>
        legend={t('savedReplies.ratings')}
        value={bands}
        onChange={setBands}
        choices={BANDS.map((band) => ({ value: band, label: bandLabel(band) }))}
      />
      {bands.length === 0 && <p className="text-xs text-slate-600">{t('savedReplies.anyRating')}</p>}
      <label className="flex items-start gap-1">
        <input type="checkbox" className="mt-1" checked={everySite} onChange={(e) => setEverySite(e.target.checked)} />
        <span>
          {t('savedReplies.everySite')}
          <span className="block text-xs text-slate-600">
            {t('savedReplies.everySiteHint', { account: accountName })}
          </span>
        </span>
      </label>
      <p className="text-xs text-red-700" aria-live="polite" data-testid="saved-reply-no-room">
        {noRoom}
      </p>
      {save.error && <ErrorNotice error={save.error} onRetry={retryOf(save, { onSuccess: onDone })} />}
      <FormButtons
        submitLabel={t('savedReplies.save')}
        disabled={save.isPending || noRoom !== null}
        onCancel={onDone}
      />
    </form>
  );
}
