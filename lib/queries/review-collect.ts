import { queryOptions } from '@tanstack/react-query';
import type { CollectedReview, ReviewContent, ReviewWriter } from '../messaging/review-collect';
import { sendAdmin } from './send';
import { atUploadHost, type UploadDeps } from '../upload/upload-queue';
import { readMediaFile } from './media';
import { reviewKeys } from './reviews';
import { useWrite } from './write';

// Reviews written from the Requests tab: for a customer, as a visitor of the site, or as the member
// logged in for it; and the site's OAuth client a visitor's review comes from.

export const reviewCollectKeys = {
  all: ['reviewCollect'] as const,
  visitorClient: (siteId: string) => ['reviewCollect', 'visitorClient', { siteId }] as const,
};

export const visitorClientOptions = (siteId: string) =>
  queryOptions({
    queryKey: reviewCollectKeys.visitorClient(siteId),
    queryFn: () => sendAdmin('reviewCollect.visitorClient', { siteId }),
  });

/** Saves the site's OAuth client id (null: none); the setting shows the saved one at once. */
export const useSetVisitorClient = (siteId: string) =>
  useWrite({
    send: (clientId: string | null) => sendAdmin('reviewCollect.setVisitorClient', { siteId, clientId }),
    update: (queryClient, saved) => queryClient.setQueryData(reviewCollectKeys.visitorClient(siteId), saved),
  });

/** Who a review comes from (name and email; null where the writer is already known) and what it says. */
export interface ReviewFrom {
  reviewer: { name: string; email: string } | null;
  content: ReviewContent;
}

/** The call that makes a review once its photos are uploaded. */
export type SendReview = (v: ReviewFrom & { photoIds: string[] }) => Promise<CollectedReview>;

/** A review collected by phone, email or in the shop, added for the customer (found or created by email). */
export const addForCustomer =
  (siteId: string): SendReview =>
  ({ reviewer, content, photoIds }) =>
    sendAdmin('reviewCollect.addForCustomer', { siteId, reviewer: reviewer!, content, photoIds });

/** A review written the way a visitor of the site would (anonymous visitor token). */
export const writeAsVisitor =
  (siteId: string): SendReview =>
  ({ reviewer, content, photoIds }) =>
    sendAdmin('reviewCollect.writeAsVisitor', { siteId, reviewer: reviewer!, content, photoIds });

/** A review written by the member logged in for the site (the member's tokens). */
export const writeAsMember =
  (siteId: string): SendReview =>
  ({ content, photoIds }) =>
    sendAdmin('reviewCollect.writeAsMember', { siteId, content, photoIds });

/**
 * Makes a review with `send`: every photo lands first (`uploadPhotos` throws, naming the photo that
 * failed, and then no review is created), then the review; the panel's review lists refresh.
 */
export const useCollectReview = (send: SendReview, uploadPhotos: () => Promise<string[]>) =>
  useWrite({
    send: async (v: ReviewFrom) => send({ ...v, photoIds: await uploadPhotos() }),
    // A resend would upload the photos again.
    resendOn429: false,
    refreshes: () => [reviewKeys.all],
  });

/**
 * Uploads of a review's photos: the upload URL asked with the writer's own token (not the Media tool's
 * `media.uploadUrl`), refused unless at the upload host the admin allowed, each photo read back.
 */
export const reviewPhotoUploadDeps = (siteId: string, host: string, writer: ReviewWriter): UploadDeps =>
  atUploadHost(host, {
    target: (r) => sendAdmin('reviewCollect.photoUploadUrl', { siteId, writer, ...r }),
    confirm: (fileId) => readMediaFile(siteId, fileId),
  });
