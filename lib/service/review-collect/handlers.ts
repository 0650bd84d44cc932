import { uploadMime } from '../../messaging/media-limits';
import type { reviewCollectApi } from '../../messaging/review-collect-api';
import { isReviewPhotoType, REVIEW_PHOTO_LIMITS, type ReviewWriter } from '../../messaging/review-collect';
import { writeReviewAsMember } from '../../provider/member-self';
import {
  addReviewForCustomer,
  photoUploadTarget,
  readUploadedPhotos,
  type RestPhotoMedia,
  type ReviewPhotoMedia,
  type UploadedPhoto,
} from '../../provider/review-collect';
import { asMember } from '../members/member-session';
import { writeReviewOnce } from '../retry-safe/safe-reviews';
import { ensureVisitorToken, writeReviewAsVisitor } from '../../provider/visitor-client';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { ServiceError } from '../infra/service-error';
import { clientForSite } from '../connection/site-clients';
import { setVisitorClientId, visitorClientFor, visitorClientId } from '../connection/visitor-clients';

/** Checked again here: the panel's word on a photo's type and size is not enough to spend a provider call. */
function checkedPhotoType(fileName: string, mimeType: string): string {
  const mime = uploadMime(fileName, mimeType);
  if (!isReviewPhotoType(mime)) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_PHOTO_TYPE',
      `${fileName}: a review photo must be ${REVIEW_PHOTO_LIMITS.types.join(', ')}, not ${mime}.`,
      { params: { name: fileName, types: REVIEW_PHOTO_LIMITS.types.join(', '), type: mime } },
    );
  }
  return mime;
}

async function photoTarget(
  siteId: string,
  writer: ReviewWriter,
  photo: { fileName: string; mimeType: string; sizeInBytes: number },
) {
  if (writer === 'admin') return photoUploadTarget(await clientForSite(siteId), photo);
  if (writer === 'member') return asMember(siteId, (member) => photoUploadTarget(member, photo));
  const visitor = await visitorClientFor(siteId);
  await ensureVisitorToken(visitor);
  return photoUploadTarget(visitor, photo);
}

/**
 * The review's media from the uploaded photos, read back first: each must be a processed image in
 * the visitor uploads root, else nothing is created (and the error names the photo).
 */
async function checkedPhotos(siteId: string, photoIds: readonly string[] | undefined): Promise<UploadedPhoto[]> {
  if (!photoIds?.length) return [];
  const photos = await readUploadedPhotos(await clientForSite(siteId), photoIds);
  for (const p of photos) {
    if (!p.inVisitorUploads)
      throw new ServiceError(
        400,
        'PHOTO_NOT_A_VISITOR_UPLOAD',
        `${p.name} was not uploaded for a review (it is not in the visitor uploads); no review was created.`,
        { params: { name: p.name } },
      );
    if (!p.ready || !p.image || !p.rest)
      throw new ServiceError(409, 'PHOTO_NOT_READY', `${p.name} is not a processed image yet; no review was created.`, {
        params: { name: p.name },
      });
  }
  return photos;
}

/** For the SDK's createReview: `wix:image://` strings. */
const photoMedia = async (siteId: string, photoIds: readonly string[] | undefined): Promise<ReviewPhotoMedia[]> =>
  (await checkedPhotos(siteId, photoIds)).map((p) => ({ image: p.image! }));

/** For the REST create-for-a-contact call: REST image objects. */
const restPhotoMedia = async (siteId: string, photoIds: readonly string[] | undefined): Promise<RestPhotoMedia[]> =>
  (await checkedPhotos(siteId, photoIds)).map((p) => ({ image: p.rest! }));

/** Writing reviews from the panel (admin API), each once (retry-safe/safe-reviews.ts). */
export const reviewCollectHandlers: Handlers<typeof reviewCollectApi, AdminSender> = {
  'reviewCollect.addForCustomer': async ({ siteId, reviewer, content, photoIds }) => {
    const media = await restPhotoMedia(siteId, photoIds);
    const admin = await clientForSite(siteId);
    return writeReviewOnce(admin, content, reviewer.name, () => addReviewForCustomer(admin, reviewer, content, media));
  },
  'reviewCollect.visitorClient': async ({ siteId }) => ({ clientId: await visitorClientId(siteId) }),
  'reviewCollect.setVisitorClient': async ({ siteId, clientId }) => ({
    clientId: await setVisitorClientId(siteId, clientId),
  }),
  'reviewCollect.writeAsVisitor': async ({ siteId, reviewer, content, photoIds }) => {
    const visitor = await visitorClientFor(siteId);
    const media = await photoMedia(siteId, photoIds);
    const admin = await clientForSite(siteId);
    return writeReviewOnce(admin, content, reviewer.name, () =>
      writeReviewAsVisitor(admin, visitor, reviewer, content, media),
    );
  },
  'reviewCollect.writeAsMember': async ({ siteId, content, photoIds }) => {
    const media = await photoMedia(siteId, photoIds);
    return writeReviewOnce(await clientForSite(siteId), content, null, () =>
      asMember(siteId, (member) => writeReviewAsMember(member, content, media)),
    );
  },
  'reviewCollect.photoUploadUrl': async ({ siteId, writer, fileName, mimeType, sizeInBytes }) =>
    photoTarget(siteId, writer, { fileName, mimeType: checkedPhotoType(fileName, mimeType), sizeInBytes }),
};
