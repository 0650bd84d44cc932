import { createClient, OAuthStrategy } from '@wix/sdk';
import { files, reviews } from './modules';
import type { CollectedReview, ReviewContent } from '../messaging/review-collect';
import type { SiteClient } from './client';
import { collectedFromSdk, content, type ReviewPhotoMedia } from './review-collect';
import { ProviderResponseError } from './response-error';
import { clientFetch, type ProviderRoute } from './provider-route';

/**
 * A client speaking as an anonymous visitor of the site: the SDK's OAuthStrategy with the site's
 * OAuth client id fetches a visitor token on the first call. Its token calls use the global fetch
 * (the current route's, see provider-route.ts).
 */
export function createVisitorClient(clientId: string, route: ProviderRoute) {
  return createClient({
    modules: { reviews, files: { generateFileUploadUrl: files.generateFileUploadUrl } },
    auth: OAuthStrategy({ clientId }),
    fetch: clientFetch(route),
  });
}
export type VisitorClient = ReturnType<typeof createVisitorClient>;

/**
 * Makes sure the visitor has a token. The SDK reports a refused token request only inside an
 * Error message ("Failed to fetch tokens from OAuth API: … request id: X. Response: {json}"), and a
 * later call would just say "System error occurred": this turns it into the provider's own words.
 */
export async function ensureVisitorToken(visitor: VisitorClient): Promise<void> {
  try {
    visitor.auth.setTokens(await visitor.auth.generateVisitorTokens(visitor.auth.getTokens()));
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    const requestId = /request id: ([^.\s]+)/.exec(text)?.[1] ?? null;
    let body: {
      error?: string;
      error_description?: string;
      message?: string;
      details?: { applicationError?: { code?: string; description?: string } };
    } = {};
    try {
      body = JSON.parse(/Response: (\{.*\})\s*$/s.exec(text)?.[1] ?? '{}') as typeof body;
    } catch {
      /* no JSON: the message below still says what happened */
    }
    // OAuth's own error body ({error, error_description}) or the provider's ({message, details.applicationError}).
    const app = body.details?.applicationError;
    const code = app?.code ?? body.error ?? 'VISITOR_TOKEN_REFUSED';
    const description = app?.description ?? body.error_description ?? body.message ?? text;
    throw new ProviderResponseError(`The site's OAuth client gave no visitor token: ${description}`, 400, requestId, {
      applicationError: { code, description, data: {} },
    });
  }
}

/** The contact of the reviewer's email, found or created with the admin's client ("every review needs a contact"). */
async function reviewerContactId(admin: SiteClient, name: string, email: string): Promise<string> {
  const found = await admin.contacts.queryContacts().eq('primaryInfo.email', email.toLowerCase()).limit(1).find();
  const existing = found.items[0]?._id;
  if (existing) return existing;
  const [first, ...rest] = name.trim().split(/\s+/);
  const { contact } = await admin.contacts.createContact({
    name: { first: first ?? '', ...(rest.length > 0 && { last: rest.join(' ') }) },
    emails: { items: [{ email, tag: 'MAIN' }] },
  });
  if (!contact?._id) throw new Error('The provider answered the new contact without its id.');
  return contact._id;
}

/** A review written as an anonymous visitor of the site, by the contact of `email`. */
export async function writeReviewAsVisitor(
  admin: SiteClient,
  visitor: VisitorClient,
  reviewer: { name: string; email: string },
  c: ReviewContent,
  media: readonly ReviewPhotoMedia[] = [],
): Promise<CollectedReview> {
  // The token first: a wrong client id must not leave a new contact behind.
  await ensureVisitorToken(visitor);
  const contactId = await reviewerContactId(admin, reviewer.name, reviewer.email);
  const r = await visitor.reviews.createReview({
    namespace: 'stores',
    entityId: c.itemId,
    author: { contactId, authorName: reviewer.name },
    content: content(c, media),
  });
  return collectedFromSdk(r, contactId);
}
