import { browser } from 'wxt/browser';
import type { InputOf, OutputOf } from '../messaging/protocol/define-api';
import { localError, MessageError, type ProviderErrorData } from '../messaging/wire/message-error';
import type { ApiSpec } from '../messaging/protocol/define-api';
import type { FrameApi, FrameType } from '../messaging/frame-api';
import type { PageApi, PageType } from '../messaging/page-api';

// The content script's and the live page frames' only way to the background. Type-only imports of
// their protocols: the schemas run in the background (which parses every message), so no schema
// library ships in pages.

type RawReply = { ok: true; data: unknown } | { ok: false; error: ProviderErrorData };

function isReply(raw: unknown): raw is RawReply {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return r.ok === true || (r.ok === false && typeof r.error?.code === 'string' && typeof r.error.message === 'string');
}

async function sendPlain<A extends ApiSpec, K extends keyof A & string>(
  api: 'page' | 'frame',
  type: K,
  payload: InputOf<A, K>,
): Promise<OutputOf<A, K>> {
  let raw: unknown;
  try {
    raw = await browser.runtime.sendMessage({ api, type, payload });
  } catch (e) {
    throw new MessageError(
      localError('BACKGROUND_UNREACHABLE', `Sitekeeper's background did not answer: ${String(e)}`),
    );
  }
  if (!isReply(raw))
    throw new MessageError(localError('BAD_REPLY', `Sitekeeper's background sent no answer to ${type}.`));
  if (!raw.ok) throw new MessageError(raw.error);
  return raw.data as OutputOf<A, K>;
}

/** Content script → background. */
export const sendPage = <K extends PageType>(type: K, payload: InputOf<PageApi, K>): Promise<OutputOf<PageApi, K>> =>
  sendPlain<PageApi, K>('page', type, payload);

/** A live page's frame (entrypoints/live-frame/) → background. */
export const sendFrame = <K extends FrameType>(
  type: K,
  payload: InputOf<FrameApi, K>,
): Promise<OutputOf<FrameApi, K>> => sendPlain<FrameApi, K>('frame', type, payload);
