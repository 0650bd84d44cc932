import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/lib/i18n';
import type { SavedReply } from '@/lib/messaging/saved-replies';
import { savedRepliesOptions } from '@/lib/queries/saved-replies';
import { firstNameOf } from '@/lib/first-name';
import { pickerKey } from '@/lib/ui/reply-editing';
import { filledReply, suitedFirst } from '@/lib/ui/saved-reply-choice';
import { ErrorNotice } from '../common/ErrorNotice';
import type { PickerProps } from './SavedReplyPicker';
import { Button } from '../common/Button';

/** The open list: mounted when opened, so it starts on its first reply and takes the focus once its replies are in. */
export function SavedReplyList({
  accountId,
  review,
  itemName,
  siteName,
  onPick,
  onManage,
  listId,
  close,
}: PickerProps & { listId: string; close: () => void }) {
  const rating = review.rating;
  const values = {
    firstName: firstNameOf(review.authorName) || null,
    item: itemName,
    site: siteName,
    title: review.title || null,
  };
  const replies = useQuery(savedRepliesOptions(accountId));
  const list = useRef<HTMLDivElement>(null);
  const { suited, others } = suitedFirst(replies.data?.replies ?? [], rating);
  const ordered = [...suited, ...others];
  const [active, setActive] = useState(0);
  const ready = replies.data !== undefined;
  useEffect(() => {
    if (ready) list.current?.focus();
  }, [ready]);
  // The chosen reply stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (reply: SavedReply) => {
    close();
    onPick(filledReply(reply.text, values));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const move = pickerKey(e.key, active, ordered.length);
    if (move === 'pick') {
      if (ordered[active]) pick(ordered[active]);
    } else if (move === 'close') close();
    else if (move !== null) setActive(move);
    // Any other key stays here: the desk's own keys (A approves…) must not act on the card behind the list.
    e.stopPropagation();
    if (e.key === 'Tab' || e.key.length === 1) return;
    e.preventDefault();
  };
  const option = (reply: SavedReply) => {
    const index = ordered.indexOf(reply);
    return (
      <div
        key={reply.id}
        id={`${listId}-${reply.id}`}
        role="option"
        aria-selected={index === active}
        className={`cursor-pointer rounded px-2 py-1 ${index === active ? 'bg-indigo-100' : ''}`}
        data-testid="saved-reply-option"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => pick(reply)}
      >
        <span className="block font-medium break-words" dir="auto">
          {reply.name}
        </span>
        <span className="block truncate text-slate-700" dir="auto">
          {reply.text}
        </span>
      </div>
    );
  };
  const group = (key: string, label: string, items: SavedReply[]) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={`${listId}-${key}`}>
        <div id={`${listId}-${key}`} role="presentation" className="px-2 pt-1 text-[11px] font-semibold text-slate-600">
          {label}
        </div>
        {items.map(option)}
      </div>
    );

  return (
    <div className="mt-1 rounded border border-slate-300 bg-white p-1" data-testid="saved-reply-picker">
      {replies.error && <ErrorNotice error={replies.error} read onRetry={() => void replies.refetch()} />}
      {replies.data && ordered.length === 0 && <p className="px-2 py-1">{t('savedReplies.picker.none')}</p>}
      {ordered.length > 0 && (
        <div
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={t('savedReplies.picker.label')}
          aria-activedescendant={ordered[active] ? `${listId}-${ordered[active].id}` : undefined}
          className="max-h-60 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          onKeyDown={onKeyDown}
        >
          {group('suits', t('savedReplies.picker.suits'), suited)}
          {group('others', t('savedReplies.picker.others'), others)}
        </div>
      )}
      <Button tone="link" className="mt-1 px-2" onClick={onManage}>
        {t('savedReplies.picker.manage')}
      </Button>
    </div>
  );
}
