// @vitest-environment happy-dom
// The Media tool's folder views: breadcrumb and Up, folders before files, create, rename, move,
// trash and restore folders, search in a folder or the whole site, a file's folder.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBackground, messages, wrap, type Sent } from '../fake-background';
import { FileFolder } from '@/components/media/FileFolder';
import { MediaFiles } from '@/components/media/MediaFiles';
import { TrashBin } from '@/components/media/TrashBin';
import type { MediaFolder } from '@/lib/messaging/media';
import { mediaFile } from './fixtures';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PHOTOS = 'f'.repeat(32);
const DOCS = 'd'.repeat(32);
const folder = (id: string, displayName: string, over: Partial<MediaFolder> = {}): MediaFolder => ({
  id,
  displayName,
  parentFolderId: 'media-root',
  state: 'OK',
  createdDate: null,
  updatedDate: null,
  ...over,
});
const FOLDERS = [folder(PHOTOS, 'Photos'), folder(DOCS, 'Documents')];
const page = <K extends string, T>(key: K, items: T[]) => ({ [key]: items, nextCursor: null, total: items.length });

/** Answers the admin messages of the folder views, recording them. */
function background(): Sent {
  return fakeBackground((type, payload) => {
    switch (type) {
      case 'media.list':
      case 'media.search':
        return page('files', [mediaFile({ id: 'a_1~mv2.jpg', displayName: 'cat.jpg' })]);
      case 'media.folder.list':
        return page('folders', payload.parentFolderId === 'media-root' ? FOLDERS : []);
      case 'media.folder.search':
        return page('folders', payload.search ? [] : FOLDERS);
      case 'media.folder.path':
      case 'media.folder.get': {
        const f = FOLDERS.find((x) => x.id === payload.folderId)!;
        return type === 'media.folder.path' ? [f] : f;
      }
      case 'media.folder.trashBin':
        return page('folders', [folder(PHOTOS, 'Photos', { state: 'DELETED' })]);
      case 'media.trashBin':
        return page('files', []);
      case 'media.folder.create':
      case 'media.folder.update':
        return folder(PHOTOS, String(payload.displayName ?? 'Photos'));
      default:
        return { count: ((payload.fileIds ?? payload.folderIds) as string[]).length };
    }
  });
}

const renderFiles = () =>
  wrap(<MediaFiles siteId={SITE} focusToken={0} onOpen={() => undefined} onReconnect={() => undefined} />);

beforeEach(() => {
  window.location.hash = '';
});

describe('browsing', () => {
  it('lists the folders before the files; opening one shows it in the breadcrumb, Up goes back', async () => {
    const sent = background();
    renderFiles();
    const photos = await screen.findByRole('button', { name: 'Open the folder Photos' });
    const file = await screen.findByRole('button', { name: 'Open cat.jpg' });
    expect(photos.compareDocumentPosition(file) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Site files')).toHaveAttribute('aria-current', 'location');
    fireEvent.click(photos);
    await waitFor(() => expect(messages(sent, 'media.list').at(-1)?.parentFolderId).toBe(PHOTOS));
    expect(await within(crumbs).findByText('Photos')).toHaveAttribute('aria-current', 'location');
    expect(within(crumbs).getByRole('button', { name: 'Site files' })).toBeInTheDocument();
    expect(window.location.hash).toContain(`media.folder=${PHOTOS}`);
    fireEvent.click(screen.getByRole('button', { name: /Up/ }));
    await waitFor(() => expect(window.location.hash).not.toContain('media.folder'));
    // No ids on screen: the breadcrumb and rows read names only.
    expect(document.body.textContent).not.toContain(PHOTOS);
  });

  it('creates a folder inside the folder shown and renames one', async () => {
    window.location.hash = `#media.folder=${PHOTOS}`;
    const sent = background();
    renderFiles();
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: '  Summer  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(messages(sent, 'media.folder.create')).toEqual([
        { siteId: SITE, displayName: 'Summer', parentFolderId: PHOTOS },
      ]),
    );
    act(() => {
      window.location.hash = '';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the folder Documents' }));
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'Papers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messages(sent, 'media.folder.update')).toEqual([{ siteId: SITE, folderId: DOCS, displayName: 'Papers' }]),
    );
  });
});

describe('moving and trashing', () => {
  it('moves ticked files and folders to the folder picked, after a question with the count', async () => {
    const sent = background();
    renderFiles();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select cat.jpg' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Documents' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to folder…' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Move 2 items to another folder?');
    const picker = screen.getByLabelText('Move to');
    // The folder being moved is not a target.
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Photos' })).toBeInTheDocument());
    expect(within(picker).queryByRole('option', { name: 'Documents' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move 2 items' })).toBeDisabled();
    fireEvent.change(picker, { target: { value: PHOTOS } });
    fireEvent.click(screen.getByRole('button', { name: 'Move 2 items' }));
    expect(await screen.findByText('2 items moved.')).toBeInTheDocument();
    expect(messages(sent, 'media.move')).toEqual([{ siteId: SITE, fileIds: ['a_1~mv2.jpg'], parentFolderId: PHOTOS }]);
    expect(messages(sent, 'media.folder.update')).toEqual([{ siteId: SITE, folderId: DOCS, parentFolderId: PHOTOS }]);
  });

  it('moves a ticked folder to the trash bin only after a question with the count', async () => {
    const sent = background();
    renderFiles();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Photos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 to trash' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      'Move 1 item to the trash bin? A folder takes its files and folders along.',
    );
    expect(messages(sent, 'media.folder.trash')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(messages(sent, 'media.folder.trash')).toEqual([{ siteId: SITE, folderIds: [PHOTOS] }]));
    expect(messages(sent, 'media.trash')).toEqual([]);
  });

  it('the trash bin lists deleted folders and restores the ticked ones', async () => {
    const sent = background();
    wrap(<TrashBin siteId={SITE} onOpen={() => undefined} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Photos' }));
    expect(screen.getByText('1 folder selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('1 folder restored, with what it held.')).toBeInTheDocument();
    expect(messages(sent, 'media.folder.restore')).toEqual([{ siteId: SITE, folderIds: [PHOTOS] }]);
  });
});

describe('searching', () => {
  it('searches in the folder shown, or the whole site with the toggle', async () => {
    window.location.hash = `#media.folder=${PHOTOS}&media.q=cat`;
    const sent = background();
    renderFiles();
    await waitFor(() => expect(messages(sent, 'media.search').at(-1)?.inFolderId).toBe(PHOTOS));
    expect(messages(sent, 'media.folder.search').at(-1)).toMatchObject({ search: 'cat', parentFolderId: PHOTOS });
    const scope = screen.getByRole('group', { name: 'Search in' });
    expect(within(scope).getByRole('button', { name: 'This folder' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(scope).getByRole('button', { name: 'Whole site' }));
    await waitFor(() => expect(messages(sent, 'media.search').at(-1)).not.toHaveProperty('inFolderId'));
    expect(messages(sent, 'media.folder.search').at(-1)).not.toHaveProperty('parentFolderId');
  });
});

describe("a file's folder", () => {
  it('names the folder and opens it', async () => {
    background();
    const opened: string[] = [];
    wrap(<FileFolder siteId={SITE} folderId={DOCS} onOpen={(id) => opened.push(id)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the folder Documents' }));
    expect(opened).toEqual([DOCS]);
  });

  it('names the system folders without reading them', () => {
    const sent = background();
    wrap(<FileFolder siteId={SITE} folderId="visitor-uploads" onOpen={() => undefined} />);
    expect(screen.getByText('Visitor uploads')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
