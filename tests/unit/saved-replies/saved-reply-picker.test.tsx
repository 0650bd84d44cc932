// @vitest-environment happy-dom
// The saved replies beside the desk's reply editor: those that suit the review's rating first; `/` in
// the empty editor or the button opens them, the arrows and Enter pick one, which fills the editor for
// the review (an anonymous reviewer reads naturally) and sends nothing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReplyEditor } from '@/components/reviews/ReplyEditor';
import type { SavedReply } from '@/lib/messaging/saved-replies';
import { fakeBackground, messages, wrap } from '../fake-background';
import { aReview } from '../reviews/a-review';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const reply = (id: string, ratings: number[], text = `${id}, {first name}!`): SavedReply => ({
  id,
  name: id,
  text,
  ratings,
  everySite: false,
});
const REPLIES = [
  reply('Sorry', [1, 2]),
  reply('Thanks', [4, 5], 'Thank you, {first name}! So glad {item} arrived in time at {site}.'),
  reply('Any', []),
];

function background() {
  return fakeBackground((type) => {
    if (type === 'sites.list') return { sites: [{ id: SITE, name: 'Clay & Co', accountId: 'acct-1', urls: [] }] };
    if (type === 'session.get') return { connections: [{ accountId: 'acct-1', name: 'Main' }] };
    if (type === 'savedReplies.list') return { replies: REPLIES, syncBytes: 100 };
    throw new Error(`unexpected ${type}`);
  });
}

const editor = (authorName: string, onSave = vi.fn()) =>
  wrap(
    <ReplyEditor
      initial=""
      busy={false}
      onSave={onSave}
      onCancel={() => {}}
      review={aReview({ authorName, rating: 5, title: 'Lovely' })}
      itemName="Ceramic Mug"
      siteId={SITE}
    />,
  );

describe('the saved reply picker', () => {
  it('opens on / in the empty editor with the replies that suit the rating first; arrows and Enter pick one', async () => {
    const sent = background();
    const onSave = vi.fn();
    editor('Anna Berg', onSave);
    const area = screen.getByLabelText('Your public reply') as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Saved replies' });
    fireEvent.keyDown(area, { key: '/' });
    const list = await screen.findByRole('listbox', { name: 'Saved replies' });
    const suits = within(list).getByRole('group', { name: 'Suits this rating' });
    expect(
      within(suits)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Thanks/), expect.stringMatching(/^Any/)]);
    expect(within(list).getByRole('group', { name: 'Other saved replies' })).toHaveTextContent('Sorry');
    await waitFor(() => expect(list).toHaveFocus());
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(area.value).toBe('Thank you, Anna! So glad Ceramic Mug arrived in time at Clay & Co.');
    // The caret is after the reply as soon as it is in (not a frame later): what is typed next follows it.
    expect([area.selectionStart, area.selectionEnd]).toEqual([area.value.length, area.value.length]);
    expect(area).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    expect(messages(sent, 'savedReplies.list')).toEqual([{ accountId: 'acct-1' }]);
  });

  it('fills an anonymous reviewer’s reply naturally, by a click on the button and an option', async () => {
    background();
    editor('');
    fireEvent.click(await screen.findByRole('button', { name: 'Saved replies' }));
    const options = await screen.findAllByRole('option');
    fireEvent.click(options[0]!);
    expect(screen.getByLabelText('Your public reply')).toHaveValue(
      'Thank you! So glad Ceramic Mug arrived in time at Clay & Co.',
    );
  });

  it('puts a reply picked inside what is written where the cursor was, and the cursor after it at once', async () => {
    background();
    editor('Anna Berg');
    const area = screen.getByLabelText('Your public reply') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'Hello! Best wishes' } });
    area.setSelectionRange(7, 7);
    fireEvent.click(await screen.findByRole('button', { name: 'Saved replies' }));
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    const filled = 'Any, Anna!';
    expect(area.value).toBe(`Hello! ${filled}Best wishes`);
    // Not a frame later: a key typed straight after the pick follows the reply.
    expect([area.selectionStart, area.selectionEnd]).toEqual([7 + filled.length, 7 + filled.length]);
  });

  it('leaves a / typed into a reply as it is, and the desk’s keys do not reach the card behind the list', async () => {
    background();
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    editor('Anna');
    const area = screen.getByLabelText('Your public reply');
    await screen.findByRole('button', { name: 'Saved replies' });
    fireEvent.change(area, { target: { value: 'and' } });
    fireEvent.keyDown(area, { key: '/' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(area, { key: 's', code: 'KeyS', altKey: true });
    const list = await screen.findByRole('listbox');
    onKey.mockClear();
    fireEvent.keyDown(list, { key: 'a' });
    expect(onKey).not.toHaveBeenCalled();
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(area).toHaveValue('and');
    document.removeEventListener('keydown', onKey);
  });
});
