// Photos on reviews written by visitors and members: an upload URL from the writer's own OAuth token
// into the visitor uploads root (images the reviews show, within a size), the bytes PUT there, and
// the review created with that file in content.media; everything else refused in the provider's shape.
import { files } from '@wix/media';
import { reviews } from '@wix/reviews';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFile } from '../../sandbox/domains/media/store.ts';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import { useMediaWorld, png } from './media-helpers.ts';
import {
  approvedMemberWithoutReview,
  contactWithoutReview,
  firstProductId,
  idOf,
  storedReview,
} from './reviews-helpers.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The live demo page of a product, parsed (found from the home page's product links). */
async function productPage(productId: string): Promise<Document> {
  const parse = async (url: string) =>
    new window.DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html') as unknown as Document;
  const home = await parse(`${w.site.liveUrl}/`);
  for (const a of home.querySelectorAll('a[href*="/product-page/"]')) {
    const doc = await parse(a.getAttribute('href')!);
    if (doc.querySelector('[data-hook="reviews-widget"]')?.getAttribute('data-entity-id') === productId) return doc;
  }
  throw new Error(`no live page for product ${productId}`);
}

const w = useMediaWorld();
let restoreFetch: () => void;
let productId: string;

const writer = (clientId: string) => createClient({ modules: { files, reviews }, auth: OAuthStrategy({ clientId }) });

beforeAll(() => {
  restoreFetch = patchGlobalFetch(w.sandbox.url);
  productId = firstProductId(w.sandbox.db, w.site.id);
});
afterAll(() => restoreFetch());

const put = (uploadUrl: string | undefined, bytes: Uint8Array, type: string, name = 'photo.png') =>
  fetch(`${uploadUrl!}?filename=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body: new Blob([new Uint8Array(bytes)]),
  });

describe('review photos from a visitor or member token', () => {
  it('a visitor uploads a PNG into the visitor uploads root and writes a review showing it', async () => {
    const visitor = writer(w.site.oauthClientId);
    const bytes = png(4, 3);
    const { uploadUrl } = await visitor.files.generateFileUploadUrl('image/png', {
      fileName: 'photo.png',
      sizeInBytes: String(bytes.length),
      parentFolderId: 'visitor-uploads',
    });
    const res = await put(uploadUrl, bytes, 'image/png');
    expect(res.status).toBe(200);
    const { file } = (await res.json()) as {
      file: { id: string; parentFolderId: string; url: string; private: boolean };
    };
    expect(file.parentFolderId).toBe('visitor-uploads');
    expect(file.private).toBe(false);
    // The bytes are the site's: served back unchanged.
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(bytes)).toBe(true);
    // And at the sandbox's stand-in of Wix's public media host, where the image id resolves.
    for (const path of [file.id, `${file.id}/v1/fill/w_48,h_48/photo.png`]) {
      const hosted = await fetch(`${w.sandbox.url}/_media/wixstatic/media/${path}`);
      expect(hosted.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await hosted.arrayBuffer()).equals(bytes)).toBe(true);
    }

    const contactId = contactWithoutReview(w.sandbox.db, w.site.id, productId, false);
    const image = `wix:image://v1/${file.id}/photo.png#originWidth=4&originHeight=3`;
    const r = await visitor.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { rating: 4, media: [{ image }] },
    });
    expect(r.content?.media?.[0]?.image).toContain(file.id);
    const stored = storedReview(w.sandbox.db, w.site.id, idOf(r));
    expect(stored?.content.media).toEqual([
      { image: expect.objectContaining({ id: file.id, url: file.url, width: 4, height: 3 }) },
    ]);

    // Published, the demo product page shows the photo as an image, the text as text.
    await sdkClient(w.sandbox.url, { apiKey: w.site.apiKey, siteId: w.site.id }).reviews.updateModerationStatus(
      idOf(r),
      { status: 'APPROVED' },
    );
    const page = await productPage(productId);
    const item = page.querySelector(`[data-hook="review-item"][data-review-id="${idOf(r)}"]`);
    expect(item?.querySelector('[data-hook="review-media"] img')?.getAttribute('src')).toBe(file.url);
  });

  it('a visitor may not upload into the media root, nor a type the reviews do not show, nor too large a file', async () => {
    const visitor = writer(w.site.oauthClientId);
    const root = await sdkError(
      visitor.files.generateFileUploadUrl('image/png', {
        fileName: 'a.png',
        sizeInBytes: '100',
        parentFolderId: 'media-root',
      }),
    );
    expect(root.status).toBe(403);
    expect(root.details.applicationError?.code).toBe('PERMISSION_DENIED');
    const none = await sdkError(
      visitor.files.generateFileUploadUrl('image/png', { fileName: 'a.png', sizeInBytes: '100' }),
    );
    expect(none.status).toBe(403);

    const text = await sdkError(
      visitor.files.generateFileUploadUrl('text/plain', {
        fileName: 'notes.txt',
        sizeInBytes: '100',
        parentFolderId: 'visitor-uploads',
      }),
    );
    expect(text.status).toBe(400);
    expect(text.details.validationError?.fieldViolations[0]?.field).toBe('mimeType');

    const big = await sdkError(
      visitor.files.generateFileUploadUrl('image/jpeg', {
        fileName: 'big.jpg',
        sizeInBytes: String(11 * 1024 * 1024),
        parentFolderId: 'visitor-uploads',
      }),
    );
    expect(big.status).toBe(400);
    expect(big.details.validationError?.fieldViolations[0]?.field).toMatch(/sizeInBytes$/);

    const resumable = await sdkError(
      visitor.files.generateFileResumableUploadUrl('image/png', {
        fileName: 'a.png',
        sizeInBytes: '100',
        parentFolderId: 'visitor-uploads',
        uploadProtocol: 'TUS',
      }),
    );
    expect(resumable.status).toBe(403);
  });

  it("the stand-in of Wix's public media host draws the demo data's photos (no file of any site) from their ids, and keeps private files private", async () => {
    const demo = await fetch(`${w.sandbox.url}/_media/wixstatic/media/0a1b2c_demo~mv2.jpg`);
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await demo.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const notAnImage = await fetch(`${w.sandbox.url}/_media/wixstatic/media/0a1b2c_demo`);
    expect(notAnImage.headers.get('content-type')).toBe('image/svg+xml');
    expect(await notAnImage.text()).toContain('placeholder (sandbox)');
    expect((await fetch(`${w.sandbox.url}/_media/wixstatic/media/${encodeURIComponent('<script>')}`)).status).toBe(400);

    const bytes = png(2, 2);
    const { uploadUrl } = await w.client.files.generateFileUploadUrl('image/png', {
      fileName: 'secret.png',
      sizeInBytes: String(bytes.length),
      private: true,
    });
    const { file } = (await (await put(uploadUrl, bytes, 'image/png', 'secret.png')).json()) as {
      file: { id: string; private: boolean };
    };
    expect(file.private).toBe(true);
    expect((await fetch(`${w.sandbox.url}/_media/wixstatic/media/${file.id}`)).status).toBe(403);
  });

  it("a visitor's upload URL takes only the announced type and size", async () => {
    const visitor = writer(w.site.oauthClientId);
    const bytes = png(2, 2);
    const ask = () =>
      visitor.files.generateFileUploadUrl('image/png', {
        fileName: 'p.png',
        sizeInBytes: String(bytes.length),
        parentFolderId: 'visitor-uploads',
      });
    const asText = await put((await ask()).uploadUrl, bytes, 'text/plain', 'p.txt');
    expect(asText.status).toBe(400);
    const larger = await put((await ask()).uploadUrl, new Uint8Array([...bytes, 0, 0]), 'image/png');
    expect(larger.status).toBe(400);
    expect(((await larger.json()) as { details: { validationError: unknown } }).details.validationError).toBeTruthy();
  });

  it('a member uploads a photo with their own token and writes a review with it', async () => {
    const client = oauthClient(w.site.oauthClientId);
    const member = approvedMemberWithoutReview(w.sandbox.db, w.site.id, productId);
    const flow = await logInMember(client, member.id);
    const tokens = await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
    const asMember = createClient({
      modules: { files, reviews },
      auth: OAuthStrategy({ clientId: w.site.oauthClientId, tokens }),
    });
    const bytes = png(5, 5);
    const { uploadUrl } = await asMember.files.generateFileUploadUrl('image/png', {
      fileName: 'mine.png',
      sizeInBytes: String(bytes.length),
      parentFolderId: 'visitor-uploads',
    });
    const { file } = (await (await put(uploadUrl, bytes, 'image/png', 'mine.png')).json()) as { file: { id: string } };
    expect(getFile(w.sandbox.db, w.site.id, file.id)?.parentFolderId).toBe('visitor-uploads');
    const r = await asMember.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      content: { rating: 5, media: [{ image: `wix:image://v1/${file.id}/mine.png#originWidth=5&originHeight=5` }] },
    });
    expect(storedReview(w.sandbox.db, w.site.id, idOf(r))?.content.media[0]?.image?.id).toBe(file.id);
    expect(
      (
        await sdkError(
          asMember.files.generateFileUploadUrl('image/png', {
            fileName: 'x.png',
            sizeInBytes: '10',
            parentFolderId: 'media-root',
          }),
        )
      ).status,
    ).toBe(403);
  });

  it("the admin's review for a customer (REST create-for-a-contact) takes the uploaded photo as a REST image", async () => {
    const bytes = png(3, 3);
    const { uploadUrl } = await w.client.files.generateFileUploadUrl('image/png', {
      fileName: 'shop.png',
      sizeInBytes: String(bytes.length),
      parentFolderId: 'visitor-uploads',
    });
    const { file } = (await (await put(uploadUrl, bytes, 'image/png', 'shop.png')).json()) as {
      file: { id: string; url: string };
    };
    const admin = sdkClient(w.sandbox.url, { apiKey: w.site.apiKey, siteId: w.site.id });
    const res = await admin.fetchWithAuth('https://www.wixapis.com/reviews/v1/reviews/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        namespace: 'stores',
        entityId: productId,
        name: 'Shop Customer',
        email: 'shop.customer@example.com',
        content: {
          rating: 5,
          media: [{ image: { id: file.id, url: file.url, width: 3, height: 3, filename: 'shop.png' } }],
        },
      }),
    });
    expect(res.status).toBe(200);
    const { review } = (await res.json()) as {
      review: { id: string; content: { media: { image: { id: string; url: string } }[] } };
    };
    expect(review.content.media[0]?.image).toMatchObject({ id: file.id, url: file.url });
  });

  it('the admin still uploads anywhere, as before', async () => {
    const { uploadUrl } = await w.client.files.generateFileUploadUrl('text/plain', {
      fileName: 'notes.txt',
      sizeInBytes: '5',
      parentFolderId: 'media-root',
    });
    const res = await put(uploadUrl, new TextEncoder().encode('hello'), 'text/plain', 'notes.txt');
    expect(res.status).toBe(200);
  });
});
