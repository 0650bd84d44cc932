import { createSelection } from '../common/selection';

/** The Contacts tab's selection and bulk progress. */
export const contactSelection = createSelection();
export const { selectedIds, selectedCount, toggleSelected, setSelected, clearSelection, bulkProgress } =
  contactSelection;
