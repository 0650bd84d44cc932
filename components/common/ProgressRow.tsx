import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber } from '@/lib/i18n';
import { uploadPercent, type UploadItem, type UploadState } from '@/lib/upload/upload-queue';

/** The states whose bytes are on their way or arrived: the bar shows how far. */
const MOVING = new Set<UploadState>(['uploading', 'checking', 'done']);

/**
 * One file's upload: its name, its state in words (else how far it is, in percent) and, while its
 * bytes move, a progress bar named for the file.
 */
export function ProgressRow({
  item,
  words,
  progressLabel,
  statusTestId,
}: {
  item: UploadItem;
  /** The words for each state that has some; the others show the percent sent. */
  words: Partial<Record<UploadState, string>>;
  /** The bar's accessible name ("Upload of photo.jpg"). */
  progressLabel: string;
  statusTestId: string;
}) {
  useSignals();
  const state = item.state.value;
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <div className="flex justify-between gap-2">
        <span className="truncate font-medium">{item.name}</span>
        <span data-testid={statusTestId}>{words[state] ?? `${formatNumber(uploadPercent(item))} %`}</span>
      </div>
      {MOVING.has(state) && (
        <progress className="w-full" max={item.size} value={item.sent.value} aria-label={progressLabel} />
      )}
    </div>
  );
}
