import { Button, type ButtonSize, type ButtonTone } from './Button';

/** What a paged list's "more" needs of its infinite query. */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A list already in memory, drawn a page at a time (`left` not yet drawn), as the button takes a paged one. */
export const shownInPages = (left: number, more: () => void): Paged => ({
  hasNextPage: left > 0,
  isFetchingNextPage: false,
  fetchNextPage: async () => more(),
});

/** A paged list's "Show more": there only while another page exists, idle while it loads. */
export function LoadMoreButton({
  list,
  label,
  tone = 'text',
  size,
}: {
  list: Paged;
  label: string;
  tone?: ButtonTone;
  size?: ButtonSize;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      tone={tone}
      size={size}
      className={tone === 'text' ? 'text-xs' : undefined}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
