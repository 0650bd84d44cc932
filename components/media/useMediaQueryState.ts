import type { MediaQuery } from '@/lib/queries/media';
import { MEDIA_TYPES, SITE_FILES_FOLDER, MediaSortField, type MediaType, type RootFolder } from '@/lib/messaging/media';
import { useHashParam } from '../common/useHashParam';

const SORTS: readonly MediaSortField[] = MediaSortField.options;
const ROOTS: readonly RootFolder[] = ['MEDIA_ROOT', 'VISITOR_UPLOADS_ROOT'];
const oneOf = <T extends string>(all: readonly T[], v: string | null, fallback: T): T =>
  all.includes(v as T) ? (v as T) : fallback;

/** The Media tab's search, filters and sort, kept in the panel URL (`media.q`, `media.type`, …) so a reload keeps them. */
export function useMediaQueryState(): [MediaQuery, (change: Partial<MediaQuery>) => void] {
  const [q, setQ] = useHashParam('media.q');
  const [root, setRoot] = useHashParam('media.root');
  const [folder, setFolder] = useHashParam('media.folder');
  const [scope, setScope] = useHashParam('media.scope');
  const [types, setTypes] = useHashParam('media.type');
  const [privacy, setPrivacy] = useHashParam('media.privacy');
  const [sort, setSort] = useHashParam('media.sort');
  const [order, setOrder] = useHashParam('media.order');
  const query: MediaQuery = {
    search: q ?? '',
    rootFolder: oneOf(ROOTS, root, 'MEDIA_ROOT'),
    folderId: folder ?? SITE_FILES_FOLDER,
    scope: scope === 'site' ? 'site' : 'folder',
    mediaTypes: (types ?? '').split(',').filter((t): t is MediaType => (MEDIA_TYPES as readonly string[]).includes(t)),
    privacy: oneOf(['all', 'private', 'public'] as const, privacy, 'all'),
    sort: oneOf(SORTS, sort, 'updatedDate'),
    order: order === 'ASC' ? 'ASC' : order === 'DESC' ? 'DESC' : sort === 'displayName' ? 'ASC' : 'DESC',
  };
  const change = (c: Partial<MediaQuery>) => {
    if (c.search !== undefined) setQ(c.search);
    if (c.rootFolder !== undefined) setRoot(c.rootFolder === 'MEDIA_ROOT' ? null : c.rootFolder);
    if (c.folderId !== undefined) setFolder(c.folderId === SITE_FILES_FOLDER ? null : c.folderId);
    if (c.scope !== undefined) setScope(c.scope === 'folder' ? null : c.scope);
    if (c.mediaTypes !== undefined) setTypes(c.mediaTypes.join(','));
    if (c.privacy !== undefined) setPrivacy(c.privacy === 'all' ? null : c.privacy);
    if (c.sort !== undefined) setSort(c.sort);
    if (c.order !== undefined) setOrder(c.order);
  };
  return [query, change];
}
