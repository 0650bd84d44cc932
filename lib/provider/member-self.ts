import { createClient, OAuthStrategy, type OauthData, type Tokens } from '@wix/sdk';
import { files, members, reviews } from './modules';
import type { MemberSummary } from '../messaging/members';
import type { CollectedReview, ReviewContent } from '../messaging/review-collect';
import { collectedFromSdk, content, type ReviewPhotoMedia } from './review-collect';
import { toMemberSummary } from './members';
import { clientFetch, type ProviderRoute } from './provider-route';

/** A client that speaks as a site member (OAuth with PKCE), never as the admin. */
export function createMemberClient(clientId: string, tokens: Tokens | undefined, route: ProviderRoute) {
  return createClient({
    modules: {
      members,
      reviews: { createReview: reviews.createReview },
      files: { generateFileUploadUrl: files.generateFileUploadUrl },
    },
    auth: OAuthStrategy({ clientId, ...(tokens ? { tokens } : {}) }),
    fetch: clientFetch(route),
  });
}
export type MemberClient = ReturnType<typeof createMemberClient>;

/** Member access tokens are renewed this long before they expire, not at the edge. */
const RENEW_BEFORE_S = 5 * 60;

export async function renewIfExpiring(client: MemberClient, nowS: number = Date.now() / 1000): Promise<void> {
  const tokens = client.auth.getTokens();
  if (tokens.accessToken.expiresAt - nowS > RENEW_BEFORE_S) return;
  client.auth.setTokens(await client.auth.renewToken(tokens.refreshToken));
}

/** The hosted login page's URL for a new PKCE login (the redirect session, docs/provider-contract.md §2.4). */
export async function startLogin(
  client: MemberClient,
  redirectUri: string,
): Promise<{ authUrl: string; oauthData: OauthData }> {
  const oauthData = client.auth.generateOAuthData(redirectUri);
  const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'query' });
  return { authUrl, oauthData };
}

/** The member's tokens for the callback URL the login ended at. */
export async function finishLogin(client: MemberClient, callbackUrl: string, oauthData: OauthData): Promise<Tokens> {
  const { code, state, error, errorDescription } = client.auth.parseFromUrl(callbackUrl, 'query') as {
    code?: string;
    state?: string;
    error?: string;
    errorDescription?: string;
  };
  if (error || !code || !state) throw new Error(`The login did not finish: ${errorDescription ?? error ?? 'no code'}`);
  const tokens = await client.auth.getMemberTokens(code, state, oauthData);
  client.auth.setTokens(tokens);
  return tokens;
}

/**
 * The provider's logout page for the member's tokens: a logout redirect session
 * (docs/provider-contract.md §2.4) created with those tokens, so opening it revokes them; it then
 * returns to `postFlowUrl`.
 * The SDK forgets the tokens in `client` as it answers.
 */
export async function startLogout(client: MemberClient, postFlowUrl: string): Promise<string> {
  const { logoutUrl } = await client.auth.logout(postFlowUrl);
  return logoutUrl;
}

const unwrap = (res: { member?: Parameters<typeof toMemberSummary>[0] | null }): MemberSummary => {
  if (!res.member) throw new Error('The provider answered without the member.');
  return toMemberSummary(res.member);
};

export const getMyMember = async (c: MemberClient) => unwrap(await c.members.getCurrentMember({ fieldsets: ['FULL'] }));
export const joinCommunity = async (c: MemberClient) => unwrap(await c.members.joinCommunity());
export const leaveCommunity = async (c: MemberClient) => unwrap(await c.members.leaveCommunity());
export const setMySlug = async (c: MemberClient, slug: string) => unwrap(await c.members.updateCurrentMemberSlug(slug));
export const deleteMyMember = async (c: MemberClient) => {
  await c.members.deleteMyMember({});
};

/**
 * A review written by the logged-in member: the provider takes the author from the member's token
 * (their contact and nickname); a second review of the same item is refused (DUPLICATE_REVIEW).
 */
export async function writeReviewAsMember(
  client: MemberClient,
  c: ReviewContent,
  media: readonly ReviewPhotoMedia[] = [],
): Promise<CollectedReview> {
  return collectedFromSdk(
    await client.reviews.createReview({ namespace: 'stores', entityId: c.itemId, content: content(c, media) }),
  );
}
