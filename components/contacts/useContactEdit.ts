import { useState } from 'react';
import type { ContactInput } from '@/lib/messaging/contacts';
import { useReloadContact, useSaveContact, type ContactSave } from '@/lib/queries/contact-writes';
import { toInput } from './contact-input';
import { isRevisionConflict } from './provider-refusal';

/** What a contact's card shows besides the card: an edit, a conflict to resolve, the merge, the values form. */
export type ContactMode =
  | { kind: 'view' }
  | { kind: 'edit'; base: ContactInput; revision: number }
  | { kind: 'conflict'; base: ContactInput; mine: ContactInput; theirs: ContactInput; revision: number }
  | { kind: 'merge' }
  | { kind: 'values' };

/**
 * Saving a contact's edit so that it never overwrites someone else's change: saved against the revision
 * it was made on; refused as changed meanwhile, the contact is read again and the admin chooses field by
 * field (`conflict`). A duplicate the admin chose to keep stays allowed for the retries of that edit.
 */
export function useContactEdit(siteId: string, contactId: string) {
  const [mode, setMode] = useState<ContactMode>({ kind: 'view' });
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const save = useSaveContact(siteId, contactId);
  const reload = useReloadContact(siteId, contactId);

  const submit = (v: ContactSave) =>
    save.mutate(v, {
      onSuccess: () => {
        setMode({ kind: 'view' });
        setAllowDuplicate(false);
      },
      onError: async (error, tried) => {
        if (!isRevisionConflict(error)) return;
        // Changed behind the admin's back: read the current contact and let the admin choose.
        const now = await reload(tried.id);
        setMode((current) =>
          current.kind !== 'edit' && current.kind !== 'conflict'
            ? current
            : {
                kind: 'conflict',
                // A second conflict while resolving one: the version the admin resolved against is the new base.
                base: current.kind === 'conflict' ? current.theirs : current.base,
                mine: tried.input,
                theirs: toInput(now.contact),
                revision: now.contact.revision,
              },
        );
      },
    });

  return {
    mode,
    setMode,
    save,
    /** Saves `input` to the contact `id` (the one read: a merged contact's target) against `revision`. */
    submit: (id: string, input: ContactInput, revision: number) =>
      submit({ id, input, revision, allowDuplicates: allowDuplicate }),
    /** "Save anyway": the last attempt again, a duplicate allowed from now on. */
    saveAnyway: () => {
      setAllowDuplicate(true);
      if (save.variables) submit({ ...save.variables, allowDuplicates: true });
    },
  };
}
