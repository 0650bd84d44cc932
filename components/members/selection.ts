import { createSelection } from '../common/selection';

/** The Members tab's selection and bulk progress. */
export const memberSelection = createSelection();
export const { selectedIds, selectedCount, toggleSelected, setSelected, clearSelection, bulkProgress } =
  memberSelection;

/** The Reported view's selection (its own: ticking a reported member doesn't tick it in the list). */
export const reportedSelection = createSelection();
