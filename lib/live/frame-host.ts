import { browser } from 'wxt/browser';
import type { FrameEvent } from '../messaging/frame-api';
import type { ReviewSummary } from '../messaging/reviews';
import { pageGuard } from './visibility-guard';

// The live page's frames, from the content script's side: an iframe of the extension's page
// (entrypoints/live-frame/) in a closed shadow root, addressed by a ticket the background issued. The
// page's script can neither read the frame nor hear keys typed in it. It can still move, cover or
// navigate it: a frame navigated away is removed, and before any action the background asks here
// whether the frame is still where it was put and painted on top.

const FRAME_PAGE = '/live-frame.html';

export interface FrameHost {
  host: HTMLElement;
  ticket: string;
  /** Puts the host in the page (`place` inserts it) and records where: a move is then seen. */
  put(place: (host: HTMLElement) => void): void;
  remove(): void;
}

interface Hooks {
  /** Where the host must stay (checked before an action): its parent node when mounted. */
  inPlace?: () => boolean;
  onDone?: (review: ReviewSummary) => void;
  onClose?: () => void;
}

const frames = new Map<string, { frame: HTMLIFrameElement; host: HTMLElement; parent: Node | null; hooks: Hooks }>();

const STYLE = `
  :host { all: initial !important; display: block !important; margin: 6px 0 !important; }
  :host([data-floating]) { position: fixed !important; left: 12px !important; bottom: 12px !important; z-index: 2147483647 !important; width: min(420px, calc(100vw - 24px)) !important; margin: 0 !important; }
  /* The member frame's one line ("Reported N×") sits beside the profile page's buttons. Its box is fixed
     before anything is known, room for the longest mark in English and German at the frame's 12px/1.4
     (lib/live/report-view.ts), whatever it shows: its size must not tell the page whether the member
     was reported. */
  :host([data-sitekeeper="member"]) { display: inline-block !important; width: 160px !important; height: 17px !important; margin: 0 !important; vertical-align: middle !important; overflow: hidden !important; }
  :host([data-sitekeeper="member"]) iframe { height: 100%; }
  iframe { display: block; width: 100%; height: 0; border: 0; background: transparent; color-scheme: normal; }
`;

/** Builds a frame's host (not in the page yet): `kind` names it for tests and the page's own styles. */
export function createFrameHost(
  kind: 'strip' | 'reply' | 'member',
  ticket: string,
  opts: { floating?: boolean } & Hooks = {},
): FrameHost {
  const host = document.createElement(kind === 'strip' ? 'div' : 'span');
  host.dataset.sitekeeper = kind;
  if (opts.floating) host.dataset.floating = '';
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const frame = document.createElement('iframe');
  frame.setAttribute('title', 'Sitekeeper');
  frame.src = browser.runtime.getURL(`${FRAME_PAGE}#${ticket}` as '/live-frame.html');
  const remove = () => {
    frames.delete(ticket);
    host.remove();
  };
  let loads = 0;
  // A frame of ours loads once; a second load is the page navigating it elsewhere.
  frame.addEventListener('load', () => {
    if (++loads > 1) remove();
  });
  root.append(style, frame);
  pageGuard().watch(frame); // the clickjacking guard, from the page's side
  const entry = { frame, host, parent: null as Node | null, hooks: opts };
  frames.set(ticket, entry);
  const put = (place: (host: HTMLElement) => void) => {
    place(host);
    entry.parent = host.parentNode;
  };
  return { host, ticket, put, remove };
}

/** True while the frame is where it was put (its host under the same parent) and has been really visible for a moment. */
function seen(ticket: string): boolean {
  const entry = frames.get(ticket);
  if (!entry?.parent || !entry.host.isConnected || entry.host.parentNode !== entry.parent) return false;
  if (entry.hooks.inPlace && !entry.hooks.inPlace()) return false;
  return pageGuard().seenLongEnough(entry.frame);
}

/**
 * The background's word about one of this page's frames (shapes of lib/messaging/frame-api.ts, checked
 * without a schema library). Answers the visibility check; false when it isn't about a frame here.
 */
export function onFrameEvent(message: unknown, respond: (answer: unknown) => void): boolean {
  const m = message as Partial<FrameEvent> & { height?: unknown; review?: unknown };
  if (typeof m !== 'object' || m === null || m.kind !== 'sitekeeper.frame' || typeof m.ticket !== 'string')
    return false;
  const entry = frames.get(m.ticket);
  if (m.event === 'check') {
    respond({ seen: seen(m.ticket) });
    return true;
  }
  if (!entry) return false;
  // The member frame keeps its size (its content is moderation data); the strip and reply editors grow with theirs.
  if (m.event === 'resize' && typeof m.height === 'number' && entry.host.dataset.sitekeeper !== 'member')
    entry.frame.style.height = `${Math.max(0, m.height)}px`;
  if (m.event === 'close') {
    frames.delete(m.ticket);
    entry.host.remove();
    entry.hooks.onClose?.();
  }
  if (m.event === 'done' && m.review) entry.hooks.onDone?.(m.review as ReviewSummary);
  return false;
}

/** Every frame goes (the site was turned off here). */
export function removeFrames(): void {
  for (const { host } of frames.values()) host.remove();
  frames.clear();
}
