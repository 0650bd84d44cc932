import type { FrameSavedReplies } from '../messaging/saved-replies';
import { readableError } from '../ui/error-words';
import { insertAtCursor, isPickerKey, pickerKey } from '../ui/reply-editing';
import { filledReply, suitedFirst } from '../ui/saved-reply-choice';
import { button, el } from './dom';
import { t } from '../i18n';

type Choice = FrameSavedReplies['replies'][number];

/** The saved-replies list's look in the reply frame (lib/live/reply-view.ts adds it to the frame's style). */
export const SAVED_REPLY_STYLE = `
  .picker { margin: 4px 0; border: 1px solid #c7c7d9; border-radius: 6px; background: #fff; max-height: 180px; overflow-y: auto; }
  .picker:focus-visible { outline: 2px solid #3730a3; }
  .group { display: block; padding: 2px 6px; font-weight: 600; color: #444; }
  .option { display: block; padding: 2px 6px; cursor: pointer; overflow-wrap: anywhere; }
  .option[aria-selected="true"] { background: #e0e7ff; }
  .option .text { display: block; color: #555; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  @media (prefers-color-scheme: dark) {
    .picker { background: #1f2937; border-color: #374151; } .group { color: #d1d5db; } .option .text { color: #d1d5db; }
    .option[aria-selected="true"] { background: #312e81; }
  }
`;

/**
 * "Saved replies" in a live page's reply editor (the extension's frame: the page can't read them): a
 * list of the site's account's saved replies, those that suit the review's rating first, asked from the
 * background by the editor's ticket when first opened. `/` in the empty editor or Alt+S opens it, the
 * arrows move, Enter or a click puts the reply, filled in for the review, into the editor; nothing is sent.
 */
export function savedReplyList(area: HTMLTextAreaElement, load: () => Promise<FrameSavedReplies>, error: HTMLElement) {
  const open = button(t('savedReplies.picker.open'));
  open.setAttribute('aria-haspopup', 'listbox');
  open.setAttribute('aria-expanded', 'false');
  open.dataset.testid = 'saved-replies-button';
  const list = el('div', { className: 'picker' });
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t('savedReplies.picker.label'));
  list.id = 'saved-replies';
  list.tabIndex = 0;
  list.hidden = true;
  let loaded: Promise<FrameSavedReplies> | null = null;
  let ordered: Choice[] = [];
  let active = 0;
  let answer: FrameSavedReplies | null = null;

  const mark = () =>
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((o, i) => {
      o.setAttribute('aria-selected', String(i === active));
      if (i === active) {
        list.setAttribute('aria-activedescendant', o.id);
        o.scrollIntoView?.({ block: 'nearest' });
      }
    });
  const close = () => {
    list.hidden = true;
    open.setAttribute('aria-expanded', 'false');
    area.focus();
  };
  const pick = (reply: Choice | undefined) => {
    if (!reply || !answer) return;
    const next = insertAtCursor(area, area.value, filledReply(reply.text, answer.values));
    area.value = next.text;
    close();
    area.setSelectionRange(next.caret, next.caret);
  };
  const draw = (data: FrameSavedReplies) => {
    answer = data;
    const { suited, others } = suitedFirst(data.replies, data.rating);
    ordered = [...suited, ...others];
    active = 0;
    list.replaceChildren();
    if (ordered.length === 0)
      list.append(el('span', { className: 'group', textContent: t('savedReplies.picker.none') }));
    const group = (key: string, label: string, replies: Choice[]) => {
      if (replies.length === 0) return;
      const heading = el('span', { className: 'group', textContent: label });
      heading.id = `saved-replies-${key}`;
      heading.setAttribute('role', 'presentation');
      const box = el('div', {}, heading);
      box.setAttribute('role', 'group');
      box.setAttribute('aria-labelledby', heading.id);
      for (const reply of replies) {
        const option = el(
          'span',
          { className: 'option' },
          el('span', { textContent: reply.name }),
          el('span', { className: 'text', textContent: reply.text }),
        );
        option.id = `saved-reply-${ordered.indexOf(reply)}`;
        option.setAttribute('role', 'option');
        option.dataset.testid = 'saved-reply-option';
        option.addEventListener('mousedown', (e) => e.preventDefault());
        option.addEventListener('click', () => pick(reply));
        box.append(option);
      }
      list.append(box);
    };
    group('suits', t('savedReplies.picker.suits'), suited);
    group('others', t('savedReplies.picker.others'), others);
    mark();
  };
  const show = () => {
    list.hidden = false;
    open.setAttribute('aria-expanded', 'true');
    loaded ??= load();
    loaded
      .then((data) => {
        if (answer !== data) draw(data);
        list.focus();
      })
      .catch((e: unknown) => {
        loaded = null;
        list.hidden = true;
        error.textContent = readableError(e);
      });
  };

  open.addEventListener('click', () => (list.hidden ? show() : close()));
  area.addEventListener('keydown', (e) => {
    if (!isPickerKey(e, area.value)) return;
    e.preventDefault();
    show();
  });
  list.addEventListener('keydown', (e) => {
    const move = pickerKey(e.key, active, ordered.length);
    if (move === null) return;
    e.preventDefault();
    if (move === 'pick') return pick(ordered[active]);
    if (move === 'close') return close();
    active = move;
    mark();
  });
  return { open, list };
}
