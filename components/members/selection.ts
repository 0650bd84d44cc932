import { createSelection } from '../common/selection';

/** The Members tab's selection and bulk progress. */
export const { selectedIds, selectedCount, toggleSelected, setSelected, clearSelection, bulkProgress } =
  createSelection();
