import { Fragment, memo, useState, type DragEvent } from 'react';
import { t } from '@/lib/i18n';
import type { MediaFile } from '@/lib/messaging/media';
import { fileFacts } from './format';
import { FileBadge } from './FileBadge';
import { operationStatusLabel } from './labels';
import { useIsSelected, type Selection } from '../common/selection';

/** Dragging a thumbnail out of the panel drops the file's URL (as a link and as text). */
function dragOut(e: DragEvent, file: MediaFile) {
  if (!file.url) return;
  e.dataTransfer.effectAllowed = 'copyLink';
  e.dataTransfer.setData('text/uri-list', file.url);
  e.dataTransfer.setData('text/plain', file.url);
}

/**
 * One file in the grid: thumbnail (or its type's icon), name, facts; a tick box for bulk actions.
 * Memoized; it re-renders when its file changes or it is ticked (MediaGrid keeps the rest still).
 */
export const MediaThumb = memo(function MediaThumb({
  file,
  selection,
  onOpen,
}: {
  file: MediaFile;
  selection: Selection;
  onOpen: (id: string) => void;
}) {
  const [broken, setBroken] = useState(false);
  const picture =
    (file.mediaType === 'IMAGE' || file.mediaType === 'VECTOR') && !broken ? (file.thumbnailUrl ?? file.url) : null;
  const selected = useIsSelected(selection, file.id);
  return (
    <div
      role="listitem"
      className={`flex flex-col rounded border p-1 text-xs ${selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white'}`}
      data-testid="media-thumb"
      data-file-id={file.id}
      draggable={Boolean(file.url)}
      onDragStart={(e) => dragOut(e, file)}
    >
      <button
        type="button"
        className="flex aspect-square items-center justify-center overflow-clip bg-slate-100"
        onClick={() => onOpen(file.id)}
        aria-label={t('media.openFile', { name: file.displayName })}
      >
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
            onError={() => setBroken(true)}
            draggable={false}
          />
        ) : (
          <FileBadge file={file} />
        )}
      </button>
      <label className="mt-1 flex items-start gap-1">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => selection.toggleSelected(file.id)}
          aria-label={t('media.select', { name: file.displayName })}
        />
        <span
          className="min-w-0 flex-1 overflow-clip text-ellipsis whitespace-nowrap font-medium"
          title={file.displayName}
          data-testid="media-name"
        >
          {file.displayName}
        </span>
      </label>
      <span
        className="[display:-webkit-box] overflow-clip text-slate-600 [-webkit-box-orient:vertical] [-webkit-line-clamp:2]"
        data-testid="media-facts"
      >
        {/* Each fact whole on its line: "800 × 450" never breaks apart. */}
        {fileFacts(file).map((fact, i) => (
          <Fragment key={i}>
            {i > 0 && ' · '}
            <span className="whitespace-nowrap">{fact}</span>
          </Fragment>
        ))}
      </span>
      {file.operationStatus !== 'READY' && (
        <span className="text-amber-800">{operationStatusLabel(file.operationStatus)}</span>
      )}
    </div>
  );
});
