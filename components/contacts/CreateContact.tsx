import { t } from '@/lib/i18n';
import type { ContactInput } from '@/lib/messaging/contacts';
import { useCreateContact } from '@/lib/queries/contact-writes';
import { ContactForm } from './ContactForm';
import { DuplicateOffer } from './DuplicateOffer';
import { duplicateOf } from './provider-refusal';

/**
 * A new contact: the form, and where the provider finds a duplicate, the offer to open that one or to
 * save anyway. `onCreated` with the contact made, `onOpen` with the duplicate the admin opens.
 */
export function CreateContact({
  siteId,
  initial,
  onCreated,
  onOpen,
  onCancel,
}: {
  siteId: string;
  initial: ContactInput;
  onCreated: (id: string) => void;
  onOpen: (id: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateContact(siteId);
  const submit = (v: { contact: ContactInput; allowDuplicates: boolean }) =>
    create.mutate(v, { onSuccess: (c) => onCreated(c.id) });
  const duplicate = duplicateOf(create.error);
  return (
    <ContactForm
      initial={initial}
      busy={create.isPending}
      error={duplicate ? null : create.error}
      submitLabel={t('contacts.action.createSubmit')}
      onSubmit={(contact) => submit({ contact, allowDuplicates: false })}
      onCancel={onCancel}
      notice={
        duplicate && (
          <DuplicateOffer
            existingId={duplicate}
            busy={create.isPending}
            onOpen={onOpen}
            onSaveAnyway={() => create.variables && submit({ ...create.variables, allowDuplicates: true })}
          />
        )
      }
    />
  );
}
