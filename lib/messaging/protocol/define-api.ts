import type { z } from 'zod';

/** One message of a protocol: the schema of what is sent and the type of what comes back. */
export interface MessageSpec<I extends z.ZodType, O> {
  input: I;
  /** Phantom: only carries the result type. */
  output?: O;
}
export type ApiSpec = Record<string, MessageSpec<z.ZodType, unknown>>;

/** `message(schema).returns<Result>()`: declares one message of a protocol. */
export function message<I extends z.ZodType>(input: I) {
  return { returns: <O>(): MessageSpec<I, O> => ({ input }) };
}

export type InputOf<A extends ApiSpec, K extends keyof A> = z.input<A[K]['input']>;
export type ParsedInputOf<A extends ApiSpec, K extends keyof A> = z.output<A[K]['input']>;
export type OutputOf<A extends ApiSpec, K extends keyof A> = A[K] extends MessageSpec<z.ZodType, infer O> ? O : never;

/** The envelope every request travels in. */
export interface Envelope {
  api: 'admin' | 'page' | 'frame';
  type: string;
  payload: unknown;
  /** The extension page that sends it (a random id per page load), so the change events its writes
   * cause are not sent back to refresh it a second time: it refreshes itself (lib/queries/write.ts). */
  from?: string;
}

/** The members of a union as one intersection: every domain's messages (or handlers) as one table. */
type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer W) => void ? W : never;

/**
 * One table from a list of domains: `domains` is a module whose exports are the domains' message sets
 * (lib/messaging/domains.ts) or handler tables (lib/service/domains.ts), one export per domain.
 */
export function joinDomains<D extends Record<string, object>>(domains: D): Joined<D[keyof D]> {
  return Object.assign({}, ...Object.values(domains)) as Joined<D[keyof D]>;
}
