/** What a paged list's "more" needs of its infinite query. */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A paged list's "Show more": there only while another page exists, idle while it loads. */
export function LoadMoreButton({
  list,
  label,
  className = 'text-xs text-indigo-700',
}: {
  list: Paged;
  label: string;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`${className} disabled:opacity-50`}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </button>
  );
}
