import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import type { ReviewWriter } from '@/lib/messaging/review-collect';
import { readableError } from '@/lib/ui/error-words';
import { readUploadOrigin, uploadOriginOptions } from '@/lib/queries/media';
import { reviewPhotoUploadDeps } from '@/lib/queries/review-collect';
import { ensureUploadHost } from '@/lib/upload/host-permission';
import { newItem, runUpload, type UploadItem } from '@/lib/upload/upload-queue';
import { checkReviewPhotos } from './review-photos';

export interface PickedPhoto {
  file: File;
  /** Its upload item (`lib/upload/upload-queue.ts`, as the Media tool's): state and progress in signals. */
  item: UploadItem;
  /** An object URL of the file, for its preview. */
  preview: string;
}

export interface ReviewPhotos {
  photos: PickedPhoto[];
  /** Why picked files were not added, each naming its file. */
  problems: string[];
  add: (files: File[]) => void;
  remove: (key: string) => void;
  clear: () => void;
  /**
   * Uploads every photo not uploaded yet, one after the other, and answers their file ids; throws an
   * Error naming the photo that failed (the caller then creates no review). A retry skips the photos
   * already uploaded.
   */
  uploadAll: () => Promise<string[]>;
}

/**
 * Photos for a review written as `writer`: checked when picked, uploaded the way the Media tool
 * uploads (host permission at the first upload, an upload URL from the background, the bytes PUT from
 * here, a read-back), except that the upload URL comes from the writer's own token.
 */
export function useReviewPhotos(siteId: string, writer: ReviewWriter): ReviewPhotos {
  const origin = useQuery(uploadOriginOptions(siteId));
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const drop = (gone: readonly PickedPhoto[]) =>
    gone.forEach((p) => {
      URL.revokeObjectURL(p.preview);
      previews.current.delete(p.preview);
    });

  const add = (files: File[]) => {
    const { accepted, problems: found } = checkReviewPhotos(photos.length, files);
    setProblems(found);
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, item: newItem(file), preview };
    });
    setPhotos((now) => [...now, ...added]);
  };

  const remove = (key: string) =>
    setPhotos((now) => {
      drop(now.filter((p) => p.item.key === key));
      return now.filter((p) => p.item.key !== key);
    });

  const clear = () => {
    drop(photos);
    setPhotos([]);
    setProblems([]);
  };

  const uploadAll = async (): Promise<string[]> => {
    if (photos.length === 0) return [];
    const host = origin.data?.origin ?? (await readUploadOrigin(siteId)).origin;
    // The upload host is asked for now, at the first upload, not at install (as the Media tool does).
    if (!(await ensureUploadHost(host))) throw new Error(t('reviewCollect.photoHostRefused', { origin: host }));
    const deps = reviewPhotoUploadDeps(siteId, host, writer);
    const ids: string[] = [];
    for (const { file, item } of photos) {
      if (item.state.value !== 'done') {
        item.problem.value = null;
        await runUpload(item, file, deps);
      }
      const id = item.fileId.value;
      if (item.state.value !== 'done' || !id)
        throw new Error(
          t('reviewCollect.photoUploadFailed', { name: file.name, reason: readableError(item.problem.value) }),
        );
      ids.push(id);
    }
    return ids;
  };

  return { photos, problems, add, remove, clear, uploadAll };
}
