/**
 * Calls `onNewReviews` when review items without buttons appear: Wix widgets render after load and
 * the site navigates without reloading. Debounced, so a burst of DOM changes is one check.
 */
export function watchForNewReviews(
  root: Node,
  hasNew: () => boolean,
  onNewReviews: () => void,
  delayMs = 250,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (hasNew()) onNewReviews();
    }, delayMs);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
