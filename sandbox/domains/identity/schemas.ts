// Request schemas of the token endpoint and the redirect session (docs/provider-contract.md §2.3, §2.4).
import { z } from 'zod';
import { isAcceptableRedirectUrl } from './callback-url.ts';
import { callbacksSchema, pageIntentSchemas, preferencesSchema } from './intent-schemas.ts';
import { CODE_CHALLENGE_METHODS } from './pkce.ts';

const redirectUrl = () =>
  z.string().refine(isAcceptableRedirectUrl, { message: 'must be an absolute URL (not javascript:, data: or file:)' });

/** Every grant names the client; which other fields it needs depends on grantType. */
export const tokenRequestBase = z.looseObject({
  clientId: z.string().min(1),
  grantType: z.string().min(1),
});
export const refreshGrant = z.looseObject({ refreshToken: z.string().min(1) });
export const authorizationCodeGrant = z.looseObject({
  code: z.string().min(1),
  // RFC 7636 §4.1: 43 to 128 characters.
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.string().min(1).nullish(),
});

const PROMPTS = ['login', 'none', 'consent', 'select_account'] as const;

const authRequest = z.looseObject({
  clientId: z.string().min(1),
  redirectUri: redirectUrl(),
  responseType: z.literal('code').nullish(),
  responseMode: z.enum(['query', 'fragment', 'web_message']).nullish(),
  // The sandbox requires PKCE (the SDK always sends it): 43 chars for S256, 86 for S512.
  codeChallenge: z.string().min(43).max(128),
  codeChallengeMethod: z.enum(CODE_CHALLENGE_METHODS).nullish(),
  scope: z.string().max(1000).nullish(),
  state: z.string().max(2000).nullish(),
  sessionToken: z.string().nullish(),
});

export const redirectSessionBody = z.looseObject({
  auth: z.looseObject({ authRequest, prompt: z.enum(PROMPTS).nullish() }).nullish(),
  login: z.looseObject({}).nullish(),
  logout: z.looseObject({ clientId: z.string().min(1) }).nullish(),
  ecomCheckout: pageIntentSchemas.ecomCheckout.nullish(),
  eventsCheckout: pageIntentSchemas.eventsCheckout.nullish(),
  paidPlansCheckout: pageIntentSchemas.paidPlansCheckout.nullish(),
  bookingsCheckout: pageIntentSchemas.bookingsCheckout.nullish(),
  storesProduct: pageIntentSchemas.storesProduct.nullish(),
  bookingsBook: pageIntentSchemas.bookingsBook.nullish(),
  ecomOrderPaymentRequest: pageIntentSchemas.ecomOrderPaymentRequest.nullish(),
  callbacks: callbacksSchema.nullish(),
  prompt: z.enum(PROMPTS).nullish(),
  preferences: preferencesSchema.nullish(),
  origin: z.string().max(2048).nullish(),
});
export type RedirectSessionBody = z.output<typeof redirectSessionBody>;
