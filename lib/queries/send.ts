import { browser } from 'wxt/browser';
import { adminApi, type AdminApi, type AdminType } from '../messaging/admin-api';
import type { ApiSpec, InputOf, OutputOf } from '../messaging/protocol/define-api';
import { localError, MessageError } from '../messaging/protocol/provider-error';
import { invalidMessage, ReplySchema } from '../messaging/protocol/reply';

/** This page's id in the envelopes it sends and in the change events its writes cause. */
export const THIS_PAGE = crypto.randomUUID();

async function send<A extends ApiSpec, K extends keyof A & string>(
  api: 'admin',
  spec: A,
  type: K,
  payload: InputOf<A, K>,
): Promise<OutputOf<A, K>> {
  // Checked here too, so a caller's mistake reads as clearly as a refusal by the background.
  const parsed = spec[type]!.input.safeParse(payload);
  if (!parsed.success) throw new MessageError(invalidMessage(type, parsed.error));
  let raw: unknown;
  try {
    raw = await browser.runtime.sendMessage({ api, type, payload, from: THIS_PAGE });
  } catch (e) {
    throw new MessageError(
      localError('BACKGROUND_UNREACHABLE', `Sitekeeper's background did not answer: ${String(e)}`),
    );
  }
  const reply = ReplySchema.safeParse(raw);
  if (!reply.success)
    throw new MessageError(localError('BAD_REPLY', `Sitekeeper's background sent no answer to ${type}.`));
  if (!reply.data.ok) throw new MessageError(reply.data.error);
  return reply.data.data as OutputOf<A, K>;
}

/** Side panel → background. */
export function sendAdmin<K extends AdminType>(type: K, payload: InputOf<AdminApi, K>): Promise<OutputOf<AdminApi, K>> {
  return send('admin', adminApi, type, payload);
}
