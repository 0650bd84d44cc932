// The side panel's background, faked for component tests: every message is answered by `answer`
// (by type and payload) and recorded; `wrap` renders with the panel's query client and toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ToastProvider } from '@/components/common/Toast';
import { MessageError } from '@/lib/messaging/protocol/provider-error';

export type Sent = Array<{ type: string; payload: Record<string, unknown> }>;

/**
 * Answers each message with `answer(type, payload)`, or with what the promise it returns settles to,
 * so a test can hold an answer back (a thrown or rejected MessageError fails it with its data);
 * returns what was sent.
 */
export function fakeBackground(answer: (type: string, payload: Record<string, unknown>) => unknown): Sent {
  const sent: Sent = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => {
    const { type, payload } = m as { type: string; payload: Record<string, unknown> };
    sent.push({ type, payload });
    try {
      return { ok: true, data: await answer(type, payload) };
    } catch (e) {
      if (e instanceof MessageError) return { ok: false, error: e.data };
      throw e;
    }
  });
  return sent;
}

/** The background's refusal of a message, as a provider error with this message (shown as it is). */
export const refusal = (message: string, code = 'INVALID_ARGUMENT', status: number | null = 400) =>
  new MessageError({ status, code, message, details: null, requestId: null });

/** The payloads of the messages of one type, in the order they were sent. */
export const messages = (sent: Sent, type: string) => sent.filter((s) => s.type === type).map((s) => s.payload);

export function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>{node}</ToastProvider>
    </QueryClientProvider>,
  );
}
