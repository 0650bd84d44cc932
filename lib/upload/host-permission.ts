import { browser } from 'wxt/browser';

const patternOf = (origin: string) => `${new URL(origin).origin}/*`;

/**
 * Asks for the upload host when the first upload starts (not at install). Call it in the click or
 * drop itself: the browser shows its prompt only during a user gesture. Already granted → true, no prompt.
 */
export async function ensureUploadHost(origin: string): Promise<boolean> {
  const origins = [patternOf(origin)];
  if (await browser.permissions.contains({ origins })) return true;
  try {
    return await browser.permissions.request({ origins });
  } catch {
    // Outside a user gesture (e.g. some drops) the request is refused: the caller offers a button.
    return false;
  }
}

/** Whether a URL the background handed over points at the host that was granted. */
export const sameHost = (url: string, origin: string): boolean => new URL(url).origin === new URL(origin).origin;
