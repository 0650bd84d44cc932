import type { reviews } from '@wix/reviews';
import { VISITOR_UPLOADS_FOLDER, type UploadTarget } from '../messaging/media';
import type { CollectedReview, ReviewContent } from '../messaging/review-collect';
import type { ModerationStatus } from '../messaging/reviews';
import type { SiteClient } from './client';
import { throwIfNotOk } from './response-error';

const NAMESPACE = 'stores';
const REVIEWS_API = 'https://www.wixapis.com/reviews/v1';

interface RestReview {
  id?: string;
  author?: { contactId?: string; authorName?: string };
  moderation?: { moderationStatus?: string };
}

function toCollected(r: RestReview | undefined): CollectedReview {
  if (!r?.id) throw new Error('The provider answered without the review it created.');
  return {
    id: r.id,
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    contactId: r.author?.contactId ?? '',
    authorName: r.author?.authorName ?? '',
  };
}

/** What the panel shows of a review the SDK created (the author's contact as given when the answer has none). */
export function collectedFromSdk(r: reviews.Review, contactId = ''): CollectedReview {
  return {
    id: r._id ?? '',
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    contactId: r.author?.contactId ?? contactId,
    authorName: r.author?.authorName ?? '',
  };
}

/** A review photo as the SDK takes it: `content.media[].image` is a `wix:image://` string (sent as the REST image). */
export interface ReviewPhotoMedia {
  image: string;
}

/** The same photo as the REST API takes it (the create-for-a-contact call goes around the SDK). */
export interface RestPhotoMedia {
  image: { id: string; url: string; width?: number; height?: number; filename: string };
}

/** The review's content as the provider takes it (empty title and body left out, photos only when there are some). */
export const content = <M>(c: ReviewContent, media: readonly M[] = []) => ({
  rating: c.rating,
  ...(c.title && { title: c.title }),
  ...(c.body && { body: c.body }),
  ...(media.length > 0 && { media: [...media] }),
});

/** A client holding the writer's own token (visitor or member) with the upload URL call. */
interface PhotoUploader {
  files: {
    generateFileUploadUrl: (
      mimeType: string,
      options: { fileName: string; sizeInBytes: string; parentFolderId: string; private: boolean },
    ) => Promise<{ uploadUrl?: string | null }>;
  };
}

/**
 * An upload URL for one review photo, asked with the writer's token into the visitor uploads root
 * (public: the review shows it).
 * Documented: a review's `content.media` holds up to 10 items, each an image or a video as a
 * `wix:image` / `wix:video` (reviews SDK); the site media's VISITOR_UPLOADS_ROOT (folder id
 * 'visitor-uploads') "contains all files and folders created by site visitors or members".
 * Our choice (the docs describe no review-specific upload): the site media's own upload URL, asked
 * with the visitor's or member's token into that folder, and the review created with the uploaded
 * file's `wix:image`; images only (JPEG, PNG, GIF, WebP) up to 10 MB (REVIEW_PHOTO_LIMITS).
 */
export async function photoUploadTarget(
  writer: PhotoUploader,
  photo: { fileName: string; mimeType: string; sizeInBytes: number },
): Promise<UploadTarget> {
  const res = await writer.files.generateFileUploadUrl(photo.mimeType, {
    fileName: photo.fileName,
    sizeInBytes: String(photo.sizeInBytes),
    parentFolderId: VISITOR_UPLOADS_FOLDER,
    private: false,
  });
  if (!res.uploadUrl) throw new Error(`The provider gave no upload URL for ${photo.fileName}.`);
  return { protocol: 'PUT', uploadUrl: res.uploadUrl };
}

/** An uploaded photo as the admin reads it back before the review is created. */
export interface UploadedPhoto {
  id: string;
  name: string;
  /** The `wix:image://` string of a processed image, else null. */
  image: string | null;
  /** The same image as the REST API takes it, else null. */
  rest: RestPhotoMedia['image'] | null;
  ready: boolean;
  inVisitorUploads: boolean;
}

/** `wix:image://v1/<id>/<name>#originWidth=W&originHeight=H` → its width and height, where given. */
function originSize(uri: string): { width?: number; height?: number } {
  const hash = new URLSearchParams(uri.split('#')[1] ?? '');
  const width = Number(hash.get('originWidth'));
  const height = Number(hash.get('originHeight'));
  return { ...(width > 0 && { width }), ...(height > 0 && { height }) };
}

/** Reads the uploaded photos back in one call (the admin's read, as the Media tool confirms its uploads). */
export async function readUploadedPhotos(admin: SiteClient, fileIds: readonly string[]): Promise<UploadedPhoto[]> {
  const { files = [] } = await admin.files.getFileDescriptors([...fileIds]);
  if (files.length !== fileIds.length)
    throw new Error('The provider did not return every uploaded photo; no review was created.');
  return files.map((f) => {
    const id = f._id ?? '';
    const image = f.mediaType === 'IMAGE' && typeof f.media?.image?.image === 'string' ? f.media.image.image : null;
    const name = f.displayName ?? id;
    const rest = image && f._id && f.url ? { id, url: f.url, ...originSize(image), filename: name } : null;
    return {
      id,
      name,
      image,
      rest,
      ready: f.operationStatus === 'READY',
      inVisitorUploads: f.parentFolderId === VISITOR_UPLOADS_FOLDER,
    };
  });
}

/**
 * A review for a customer (collected by phone, email or in the shop): POST /reviews/v1/reviews/contact
 * (docs/provider-contract.md §3.4), which finds or creates the contact by email. The SDK has no method
 * for it any more, so it goes through the client's fetchWithAuth (same auth, same host rewriting).
 */
export async function addReviewForCustomer(
  client: SiteClient,
  reviewer: { name: string; email: string },
  c: ReviewContent,
  media: readonly RestPhotoMedia[] = [],
): Promise<CollectedReview> {
  const res = await client.fetchWithAuth(`${REVIEWS_API}/reviews/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      namespace: NAMESPACE,
      entityId: c.itemId,
      content: content(c, media),
      name: reviewer.name,
      email: reviewer.email,
    }),
  });
  await throwIfNotOk(res);
  return toCollected(((await res.json()) as { review?: RestReview }).review);
}
