// @vitest-environment happy-dom
// The saved replies' manager: each reply with the ratings it suits and where it is offered; a new one
// written with a placeholder inserted at the cursor; edit, duplicate (a new reply, saved only on Save)
// and delete asked first; the background's refusal over the sync quota said in words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedRepliesManager } from '@/components/saved-replies/SavedRepliesManager';
import type { SavedReplies, SavedReply } from '@/lib/messaging/saved-replies';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { fakeBackground, messages, wrap } from '../fake-background';

const ACCOUNT = 'acct-1';
const THANKS: SavedReply = {
  id: 'reply-thanks',
  name: 'Thanks',
  text: 'Thank you, {first name}!',
  ratings: [4, 5],
  everySite: true,
};
const SORRY: SavedReply = {
  id: 'reply-sorry',
  name: 'Sorry',
  text: 'We are sorry.',
  ratings: [1, 2],
  everySite: false,
};
const answer = (replies: SavedReply[]): SavedReplies => ({ replies, syncBytes: 2048 });

const manager = () => wrap(<SavedRepliesManager accountId={ACCOUNT} accountName="Clay & Co" />);

describe('the saved replies manager', () => {
  it('lists each reply with the ratings it suits and where it is offered, and the sync storage used', async () => {
    fakeBackground(() => answer([THANKS, SORRY]));
    manager();
    await waitFor(() => expect(screen.getAllByTestId('saved-reply-row')).toHaveLength(2));
    const [thanks, sorry] = screen.getAllByTestId('saved-reply-row');
    expect(thanks).toHaveTextContent('4–5 stars');
    expect(thanks).toHaveTextContent('Every site');
    expect(sorry).toHaveTextContent('1–2 stars');
    expect(sorry).not.toHaveTextContent('Every site');
    expect(screen.getByTestId('saved-replies-usage')).toHaveTextContent('Uses 2 of the 100 kB');
  });

  it('makes a new reply with a placeholder inserted where the cursor is, for the ratings ticked', async () => {
    const sent = fakeBackground((type, payload) =>
      type === 'savedReplies.save'
        ? answer([THANKS, { ...(payload.reply as SavedReply), id: 'new-one-1' }])
        : answer([THANKS]),
    );
    manager();
    fireEvent.click(await screen.findByRole('button', { name: 'New saved reply' }));
    const editor = screen.getByTestId('saved-reply-editor');
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Arrived' } });
    const text = within(editor).getByLabelText('Reply') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Thank you, !' } });
    text.setSelectionRange(11, 11);
    fireEvent.click(within(editor).getByRole('button', { name: "Insert reviewer's first name" }));
    expect(text.value).toBe('Thank you, {first name}!');
    fireEvent.click(within(editor).getByLabelText('4–5 stars'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages(sent, 'savedReplies.save')).toHaveLength(1));
    expect(messages(sent, 'savedReplies.save')[0]).toEqual({
      accountId: ACCOUNT,
      id: null,
      reply: { name: 'Arrived', text: 'Thank you, {first name}!', ratings: [4, 5], everySite: false },
    });
    await waitFor(() => expect(screen.queryByTestId('saved-reply-editor')).toBeNull());
    expect(screen.getAllByTestId('saved-reply-row')).toHaveLength(2);
  });

  it('edits one in place, and a duplicate is a new reply named as a copy', async () => {
    const sent = fakeBackground((type, payload) =>
      type === 'savedReplies.save' ? answer([{ ...THANKS, ...(payload.reply as object) }]) : answer([THANKS]),
    );
    manager();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate the saved reply: Thanks' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Thanks (copy)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(messages(sent, 'savedReplies.save')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the saved reply: Thanks' }));
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Thanks a lot!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages(sent, 'savedReplies.save')).toHaveLength(1));
    expect(messages(sent, 'savedReplies.save')[0]).toMatchObject({
      id: THANKS.id,
      reply: { text: 'Thanks a lot!', ratings: [4, 5], everySite: true },
    });
  });

  it('deletes only after asking', async () => {
    const sent = fakeBackground((type) => (type === 'savedReplies.delete' ? answer([SORRY]) : answer([THANKS, SORRY])));
    manager();
    const [thanks] = await screen.findAllByTestId('saved-reply-row');
    fireEvent.click(within(thanks!).getByRole('button', { name: 'Delete' }));
    expect(messages(sent, 'savedReplies.delete')).toHaveLength(0);
    const confirm = await screen.findByRole('button', { name: 'Delete saved reply' });
    expect(screen.getByText('Delete the saved reply “Thanks”?')).toBeInTheDocument();
    fireEvent.click(confirm);
    await waitFor(() => expect(messages(sent, 'savedReplies.delete')).toEqual([{ accountId: ACCOUNT, id: THANKS.id }]));
    await waitFor(() => expect(screen.getAllByTestId('saved-reply-row')).toHaveLength(1));
  });

  it('says before Save that a reply would not fit the list’s room in sync storage, and does not send it', async () => {
    const big = (n: number): SavedReply => ({
      ...SORRY,
      id: `big-reply-${n}`,
      name: `Big ${n}`,
      text: 'x'.repeat(1900),
    });
    const sent = fakeBackground(() => answer([big(1), big(2), big(3), big(4)]));
    manager();
    fireEvent.click(await screen.findByRole('button', { name: 'New saved reply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'One more' } });
    const text = screen.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(text, { target: { value: 'Short.' } });
    expect(screen.getByTestId('saved-reply-no-room')).toHaveTextContent('');
    fireEvent.change(text, { target: { value: 'y'.repeat(400) } });
    expect(screen.getByTestId('saved-reply-no-room')).toHaveTextContent(/would need 9 kB, more than the 8 kB/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Offered on every site instead, it goes into the other list, which has room.
    fireEvent.click(screen.getByRole('checkbox', { name: /Use on every site/ }));
    expect(screen.getByTestId('saved-reply-no-room')).toHaveTextContent('');
    expect(messages(sent, 'savedReplies.save')).toHaveLength(0);
  });

  it('says in words when the background refuses a save over the quota, and keeps the editor', async () => {
    fakeBackground((type) => {
      if (type !== 'savedReplies.save') return answer([]);
      throw new MessageError({
        status: 413,
        code: 'SAVED_REPLIES_LIST_FULL',
        message: 'too big',
        details: null,
        requestId: null,
        params: { size: 9, max: 8 },
      });
    });
    manager();
    fireEvent.click(await screen.findByRole('button', { name: 'New saved reply' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Long' } });
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'x'.repeat(50) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/would need 9 kB, more than the 8 kB/)).toBeInTheDocument();
    expect(screen.getByTestId('saved-reply-editor')).toBeInTheDocument();
  });
});
