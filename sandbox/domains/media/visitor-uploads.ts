// What a site visitor or member (OAuth token) may upload: photos for their reviews, into the
// visitor uploads root only. The site media docs name that root ("contains all files and folders
// created by site visitors or members", folder id 'visitor-uploads'); the types are the images the
// reviews show (content.media[].image), and the size limit is the sandbox's choice (10 MB, so one
// plain PUT always does). Admin and app callers are not limited by this file.
import type { Caller } from '../../http/env.ts';
import { permissionDenied, validationError } from '../../http/errors.ts';
import { FOLDER } from './media-file-doc.ts';
import { normalizeMime } from './mime.ts';

export const VISITOR_UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const VISITOR_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Kept with the pending upload: the PUT must bring what was announced. */
export interface UploadLimits {
  mimeTypes: string[];
  maxBytes: number;
}

export type TokenCaller = Extract<Caller, { kind: 'visitor' | 'member' }>;

export const isVisitorOrMember = (caller: Caller | null | undefined): caller is TokenCaller =>
  caller?.kind === 'visitor' || caller?.kind === 'member';

/** Checks a visitor's or member's upload URL request; answers the limits its bytes must keep. */
export function checkVisitorUpload(b: {
  mimeType: string;
  sizeInBytes?: string | number | null;
  parentFolderId?: string | null;
}): UploadLimits {
  if (b.parentFolderId !== FOLDER.VISITOR_UPLOADS_ROOT) {
    throw permissionDenied(
      `Site visitors and members may upload only into the visitor uploads root (parentFolderId "${FOLDER.VISITOR_UPLOADS_ROOT}").`,
    );
  }
  const mime = normalizeMime(b.mimeType);
  if (!mime || !VISITOR_UPLOAD_TYPES.includes(mime)) {
    throw validationError([
      {
        field: 'mimeType',
        description: `must be one of ${VISITOR_UPLOAD_TYPES.join(', ')} for a visitor upload`,
        violatedRule: 'INVALID_ENUM_VALUE',
      },
    ]);
  }
  const size = b.sizeInBytes === undefined || b.sizeInBytes === null ? null : Number(b.sizeInBytes);
  if (size === null || size < 1) {
    throw validationError([
      { field: 'sizeInBytes', description: 'is required for a visitor upload', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  if (size > VISITOR_UPLOAD_MAX_BYTES) {
    throw validationError([
      {
        field: 'sizeInBytes',
        description: `must be at most ${VISITOR_UPLOAD_MAX_BYTES} for a visitor upload`,
        violatedRule: 'MAX',
      },
    ]);
  }
  return { mimeTypes: [mime], maxBytes: size };
}

/** The bytes of a visitor's upload: no larger than announced, of the announced image type. */
export function checkVisitorBytes(limits: UploadLimits, size: number, contentType: string | undefined): void {
  if (size > limits.maxBytes) {
    throw validationError([
      {
        field: 'file',
        description: `is larger than the ${limits.maxBytes} bytes announced for this upload`,
        violatedRule: 'MAX',
      },
    ]);
  }
  // The Content-Type decides the stored type (upload-file.ts): it must be the announced one.
  const mime = normalizeMime(contentType);
  if (!mime || !limits.mimeTypes.includes(mime)) {
    throw validationError([
      {
        field: 'file',
        description: `must be of type ${limits.mimeTypes.join(', ')} as announced for this upload`,
        violatedRule: 'INVALID',
      },
    ]);
  }
}
