import type { Browser } from 'wxt/browser';
import type { ApiSpec, OutputOf, ParsedInputOf } from '../../messaging/protocol/define-api';
import { invalidMessage, type Reply } from '../../messaging/protocol/reply';
import { localError, type ProviderErrorData } from '../../messaging/protocol/provider-error';
import { normalizeError } from '../../provider/normalize-error';
import { ServiceError } from './service-error';

type Sender = Browser.runtime.MessageSender;

/** One handler per message of a protocol; `C` is what the sender check hands over. */
export type Handlers<A extends ApiSpec, C> = {
  [K in keyof A]: (input: ParsedInputOf<A, K>, ctx: C) => Promise<OutputOf<A, K>>;
};

export interface Protocol<A extends ApiSpec, C> {
  spec: A;
  handlers: Handlers<A, C>;
  /** Who may ask: the context handed to handlers, or null to refuse. `from`: the envelope's page id. */
  authorize: (sender: Sender, from: unknown) => { ctx: C } | null;
  /** Refusal for a sender that fails `authorize`. */
  refuse: () => ServiceError;
}

export const toErrorData = (e: unknown): ProviderErrorData => (e instanceof ServiceError ? e.data : normalizeError(e));

/** Parses, checks the sender, runs the handler, and answers `Reply` data (never throws). */
export async function dispatch<A extends ApiSpec, C>(
  protocol: Protocol<A, C>,
  type: string,
  payload: unknown,
  sender: Sender,
  from?: unknown,
): Promise<Reply<unknown>> {
  if (!Object.hasOwn(protocol.spec, type))
    return { ok: false, error: localError('UNKNOWN_MESSAGE', `Unknown message: ${type}`) };
  const allowed = protocol.authorize(sender, from);
  if (allowed === null) return { ok: false, error: protocol.refuse().data };
  const key = type as keyof A & string;
  const parsed = protocol.spec[key]!.input.safeParse(payload);
  if (!parsed.success) return { ok: false, error: invalidMessage(type, parsed.error) };
  try {
    const data = await protocol.handlers[key](parsed.data as ParsedInputOf<A, typeof key>, allowed.ctx);
    return { ok: true, data };
  } catch (e) {
    return { ok: false, error: toErrorData(e) };
  }
}
