import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { contactName } from '@/lib/queries/contact-name';
import { useDeleteContact } from '@/lib/queries/contact-writes';
import { contactLabelsOptions, contactOptions, extendedFieldsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { MoreMenu } from '../common/MoreMenu';
import { ConflictView } from './ConflictView';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import { ContactReviews } from './ContactReviews';
import { DuplicateOffer } from './DuplicateOffer';
import { ContactTasks } from '../tasks/ContactTasks';
import { ExtendedValuesForm } from './ExtendedValuesForm';
import { MergePanel } from './MergePanel';
import { duplicateOf, isRevisionConflict } from './provider-refusal';
import { toInput } from './contact-input';
import { ContactLabels } from './ContactLabels';
import { useContactEdit } from './useContactEdit';
import { Button } from '../common/Button';

interface Props {
  siteId: string;
  contactId: string;
  onOpen: (contactId: string | null) => void;
  onOpenMember: (memberId: string) => void;
  onReconnect: () => void;
}

/** One contact: the card, edits that never overwrite someone else's change, labels, merge, delete. */
export function ContactDetail({ siteId, contactId, onOpen, onOpenMember, onReconnect }: Props) {
  const read = useQuery(contactOptions(siteId, contactId));
  const fields = useQuery(extendedFieldsOptions(siteId));
  const ownFields = (fields.data ?? []).filter((f) => f.fieldType === 'USER_DEFINED');
  const labels = useQuery(contactLabelsOptions(siteId));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edit = useContactEdit(siteId, contactId);
  const { mode, setMode, save } = edit;
  const remove = useDeleteContact(siteId, contactId);

  const c = read.data?.contact;
  const labelNames = Object.fromEntries((labels.data ?? []).map((l) => [l.key, l.name]));
  const duplicate = duplicateOf(save.error);

  return (
    <section aria-label={t('contacts.detailRegion')} className="space-y-2">
      <Button tone="text" className="text-xs" onClick={() => onOpen(null)}>
        {t('contacts.backToList')}
      </Button>
      {read.error && (
        <ErrorNotice error={read.error} onReconnect={onReconnect} onRetry={() => void read.refetch()} read />
      )}
      {read.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {read.data?.responseType === 'MERGED' && (
        <p role="status" className="rounded bg-slate-100 p-2 text-xs" data-testid="contact-merged-note">
          {t('contacts.mergedInto', { name: c ? contactName(c) : '' })}
        </p>
      )}
      {c && mode.kind === 'conflict' && (
        <ConflictView
          base={mode.base}
          mine={mode.mine}
          theirs={mode.theirs}
          busy={save.isPending}
          onResolve={(input) => edit.submit(c.id, input, mode.revision)}
          onCancel={() => setMode({ kind: 'view' })}
        />
      )}
      {c && mode.kind === 'edit' && (
        <ContactForm
          initial={mode.base}
          busy={save.isPending}
          error={isRevisionConflict(save.error) || duplicate ? null : save.error}
          submitLabel={t('contacts.action.save')}
          onSubmit={(input) => edit.submit(c.id, input, mode.revision)}
          onCancel={() => setMode({ kind: 'view' })}
          notice={
            duplicate && (
              <DuplicateOffer
                existingId={duplicate}
                busy={save.isPending}
                onOpen={(id) => onOpen(id)}
                onSaveAnyway={edit.saveAnyway}
              />
            )
          }
        />
      )}
      {c && mode.kind === 'merge' && (
        <MergePanel
          siteId={siteId}
          contact={c}
          onMerged={(target) => {
            setMode({ kind: 'view' });
            onOpen(target.id);
          }}
          onCancel={() => setMode({ kind: 'view' })}
        />
      )}
      {c && (
        <ContactCard
          contact={c}
          fields={fields.data}
          labelNames={labelNames}
          onOpenMember={onOpenMember}
          actions={
            mode.kind === 'view' && (
              <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t('contacts.card.actions')}>
                <Button
                  onClick={() => {
                    save.reset();
                    setMode({ kind: 'edit', base: toInput(c), revision: c.revision });
                  }}
                >
                  {t('contacts.action.edit')}
                </Button>
                <Button onClick={() => setMode({ kind: 'merge' })}>{t('contacts.action.merge')}</Button>
                {ownFields.length > 0 && (
                  <Button onClick={() => setMode({ kind: 'values' })}>{t('contacts.values.edit')}</Button>
                )}
                <MoreMenu
                  label={t('contacts.more')}
                  items={[
                    {
                      label: t('contacts.action.delete'),
                      danger: true,
                      disabled: remove.isPending,
                      onSelect: () => setConfirmDelete(true),
                    },
                  ]}
                />
              </div>
            )
          }
        >
          {mode.kind === 'values' && (
            <ExtendedValuesForm
              siteId={siteId}
              cardId={contactId}
              contact={c}
              fields={ownFields}
              onDone={() => setMode({ kind: 'view' })}
            />
          )}
          <ContactLabels
            siteId={siteId}
            cardId={contactId}
            contact={c}
            labelNames={labelNames}
            onReconnect={onReconnect}
          />
          {remove.error && <ErrorNotice error={remove.error} onReconnect={onReconnect} />}
          {save.error && mode.kind === 'view' && <ErrorNotice error={save.error} />}
          <ContactTasks siteId={siteId} contactId={c.id} />
          <ContactReviews siteId={siteId} contact={c} onReconnect={onReconnect} />
        </ContactCard>
      )}
      {c && confirmDelete && (
        <ConfirmDialog
          title={t('contacts.confirm.delete', {
            name: contactName(c),
            emails: plural('contacts.count.emails', c.emails.length),
            phones: plural('contacts.count.phones', c.phones.length),
            addresses: plural('contacts.count.addresses', c.addresses.length),
            labels: plural('contacts.count.labels', c.labelKeys.length),
          })}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate(c, { onSuccess: () => onOpen(null) });
          }}
        />
      )}
    </section>
  );
}
