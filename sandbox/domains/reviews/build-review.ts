// Pure builders: a new review from a create request, and the merge of an update into a review.
import { randomUUID } from 'node:crypto';
import { applicationError } from '../../http/errors.ts';
import { nextRevision, type ReviewDoc, type ReviewMedia, type ReviewSource } from './review-doc.ts';
import type { MediaInput, NewReviewInput, UpdateReviewInput } from './write-schemas.ts';

export interface ReviewAuthor {
  contactId: string;
  authorName?: string;
}

/**
 * A new review is SUBMITTED ("before the moderation process"); the site's moderation rules then
 * decide where it goes (auto-moderation.ts) before it is stored.
 */
export const NEW_REVIEW_STATUS = 'SUBMITTED' as const;

const wixStaticUrl = (id: string) => `https://static.wixstatic.com/media/${id}`;

/** The public URL of a file of the site's media, when the id names one (the sandbox's own byte URL). */
export type SiteFileUrl = (fileId: string) => string | undefined;

const isWebUrl = (u: string | undefined): u is string => u !== undefined && /^https?:\/\//i.test(u);

/**
 * Stored media: an image naming a file of the site's media points at that file's bytes; otherwise a
 * web URL given stays, and an id alone (or the SDK's `wix:image://` string as url) gets the
 * provider's static URL.
 */
export function toMedia(
  items: readonly MediaInput[] | null | undefined,
  fileUrl: SiteFileUrl = () => undefined,
): ReviewMedia[] {
  return (items ?? []).map((m) => {
    if (!m.image) return { video: m.video ?? {} };
    const { id, url } = m.image;
    const resolved = (id && fileUrl(id)) || (isWebUrl(url) ? url : id ? wixStaticUrl(id) : url);
    return { image: { ...m.image, ...(resolved !== undefined && { url: resolved }) } };
  });
}

const nonEmpty = (v: string | null | undefined): string | undefined => (v ? v : undefined);

export function newReview(
  input: NewReviewInput,
  author: ReviewAuthor,
  now: Date,
  id: string = randomUUID(),
  source?: ReviewSource,
  fileUrl?: SiteFileUrl,
): ReviewDoc {
  const iso = now.toISOString();
  const title = nonEmpty(input.content.title);
  const body = nonEmpty(input.content.body);
  return {
    id,
    namespace: input.namespace,
    entityId: input.entityId,
    content: {
      ...(title !== undefined && { title }),
      ...(body !== undefined && { body }),
      rating: input.content.rating,
      media: toMedia(input.content.media, fileUrl),
    },
    createdDate: iso,
    updatedDate: iso,
    reviewDate: input.reviewDate ? new Date(input.reviewDate).toISOString() : iso,
    author: { contactId: author.contactId, ...(author.authorName && { authorName: author.authorName }) },
    foundHelpful: 0,
    foundUnhelpful: 0,
    helpfulness: 0,
    moderation: { moderationStatus: NEW_REVIEW_STATUS, manuallyChanged: false },
    revision: '1',
    verified: false,
    origin: { type: 'ORGANIC' },
    ...(source && { source }),
    relevanceScore: 0,
    publishCount: 0,
  };
}

/** Sets `key` to `value`, or removes it when the update clears it with null / ''. */
function setOrClear<T extends object, K extends keyof T>(obj: T, key: K, value: T[K] | null | undefined): T {
  if (value === undefined) return obj;
  const copy = { ...obj };
  if (value === null || value === '') delete copy[key];
  else copy[key] = value;
  return copy;
}

/** Merges the given fields (no field mask from the SDK). A stale revision is a 409. */
export function mergeUpdate(current: ReviewDoc, input: UpdateReviewInput, now: Date, fileUrl?: SiteFileUrl): ReviewDoc {
  if (input.revision !== current.revision) {
    throw applicationError(
      409,
      'REVISION_MISMATCH',
      'The review was changed since the given revision; read it again and retry.',
      {
        currentRevision: current.revision,
        givenRevision: input.revision,
      },
    );
  }
  let content = current.content;
  if (input.content) {
    const c = input.content;
    content = setOrClear(setOrClear(content, 'title', c.title), 'body', c.body);
    if (c.rating !== undefined) content = { ...content, rating: c.rating };
    if (c.media !== undefined) content = { ...content, media: toMedia(c.media, fileUrl) };
  }
  // author.contactId is immutable: only the display name can change.
  const author = input.author ? setOrClear(current.author, 'authorName', input.author.authorName) : current.author;
  return {
    ...current,
    content,
    author,
    reviewDate: input.reviewDate ? new Date(input.reviewDate).toISOString() : current.reviewDate,
    updatedDate: now.toISOString(),
    revision: nextRevision(current),
  };
}

export function withReply(review: ReviewDoc, message: string, now: Date): ReviewDoc {
  const iso = now.toISOString();
  return {
    ...review,
    reply: { message, createdDate: review.reply?.createdDate ?? iso, updatedDate: iso },
    updatedDate: iso,
    revision: nextRevision(review),
  };
}

export function withoutReply(review: ReviewDoc, now: Date): ReviewDoc {
  const { reply: _removed, ...rest } = review;
  return { ...rest, updatedDate: now.toISOString(), revision: nextRevision(review) };
}
