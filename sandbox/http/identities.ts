// Who a credential is. Each domain that issues credentials registers a resolver here at start-up
// (domains/index.ts, IDENTITY_RESOLVERS); the auth layer (auth.ts) asks them in order and the first
// that knows the credential answers, so it needs no domain's tables.
import type { Db } from '../db/open.ts';
import type { Caller } from './env.ts';

export type TokenBearer = Exclude<Caller, { kind: 'admin' }>;

export type Identity =
  /** An API key: an admin of its account's sites. */
  | { kind: 'apiKey'; accountId: string; ownsSite(siteId: string): boolean }
  /** An access token: the visitor, member or app of the one site it names. */
  | { kind: 'token'; caller: TokenBearer };

/** undefined: not a credential this resolver knows. `refused`: one it knows that may not be used (401). */
export type IdentityAnswer = Identity | { refused: string } | undefined;

export interface IdentityResolver {
  /** Which credentials it knows, for reading the registry. */
  name: string;
  resolve(db: Db, credential: string, now: number): IdentityAnswer;
}

export class IdentityRegistry {
  readonly #resolvers: IdentityResolver[] = [];

  register(resolver: IdentityResolver): void {
    if (this.#resolvers.some((r) => r.name === resolver.name)) throw new Error(`${resolver.name} is registered twice`);
    this.#resolvers.push(resolver);
  }

  resolve(db: Db, credential: string, now: number): IdentityAnswer {
    for (const r of this.#resolvers) {
      const answer = r.resolve(db, credential, now);
      if (answer) return answer;
    }
    return undefined;
  }
}
