import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import type { ContactInput } from '@/lib/messaging/contacts';
import { contactName } from '@/lib/queries/contact-name';
import {
  useDeleteContact,
  useLabelContact,
  useReloadContact,
  useSaveContact,
  type ContactSave,
} from '@/lib/queries/contact-writes';
import { contactLabelsOptions, contactOptions, extendedFieldsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { MoreMenu } from '../common/MoreMenu';
import { ConflictView } from './ConflictView';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import { ContactReviews } from './ContactReviews';
import { toInput } from './contact-input';
import { DuplicateOffer } from './DuplicateOffer';
import { ContactTasks } from '../tasks/ContactTasks';
import { ExtendedValuesForm } from './ExtendedValuesForm';
import { LabelPicker } from './LabelPicker';
import { QueuedLabelsMark } from './QueuedLabelsMark';
import { MergePanel } from './MergePanel';
import { labelName } from './labels';
import { duplicateOf, isRevisionConflict } from './provider-refusal';
import { retryOf } from '@/lib/queries/write';
import { Button } from '../common/Button';

type Mode =
  | { kind: 'view' }
  | { kind: 'edit'; base: ContactInput; revision: number }
  | { kind: 'conflict'; base: ContactInput; mine: ContactInput; theirs: ContactInput; revision: number }
  | { kind: 'merge' }
  | { kind: 'values' };

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
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useSaveContact(siteId, contactId);
  const reload = useReloadContact(siteId, contactId);
  const label = useLabelContact(siteId, contactId);
  const remove = useDeleteContact(siteId, contactId);

  const submit = (v: Omit<ContactSave, 'id'>) =>
    save.mutate(
      { ...v, id: read.data!.contact.id },
      {
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
      },
    );

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
          onResolve={(input) => submit({ input, revision: mode.revision, allowDuplicates: allowDuplicate })}
          onCancel={() => setMode({ kind: 'view' })}
        />
      )}
      {c && mode.kind === 'edit' && (
        <ContactForm
          initial={mode.base}
          busy={save.isPending}
          error={isRevisionConflict(save.error) || duplicate ? null : save.error}
          submitLabel={t('contacts.action.save')}
          onSubmit={(input) => submit({ input, revision: mode.revision, allowDuplicates: allowDuplicate })}
          onCancel={() => setMode({ kind: 'view' })}
          notice={
            duplicate && (
              <DuplicateOffer
                existingId={duplicate}
                busy={save.isPending}
                onOpen={(id) => onOpen(id)}
                onSaveAnyway={() => {
                  setAllowDuplicate(true);
                  const last = save.variables;
                  if (last) submit({ ...last, allowDuplicates: true });
                }}
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
          <div className="space-y-1" aria-label={t('contacts.card.labels')} role="group">
            <ul className="flex flex-wrap gap-1">
              {c.labelKeys.map((k) => (
                <li key={k}>
                  <button
                    type="button"
                    className="rounded bg-slate-100 px-1"
                    disabled={label.isPending}
                    aria-label={t('contacts.labels.remove', { name: labelName(k, labelNames) })}
                    onClick={() => label.mutate({ id: c.id, add: [], remove: [k], about: contactName(c) })}
                  >
                    {labelName(k, labelNames)} ×
                  </button>
                </li>
              ))}
            </ul>
            <QueuedLabelsMark contactId={c.id} />
            <LabelPicker
              siteId={siteId}
              busy={label.isPending}
              actions={[
                {
                  label: t('contacts.labels.add'),
                  creates: true,
                  run: (l) => label.mutate({ id: c.id, add: [l.key], remove: [], about: contactName(c) }),
                },
              ]}
            />
            {label.error && (
              // Adding or removing a label sets a state: the same write again is safe.
              <ErrorNotice error={label.error} onReconnect={onReconnect} onRetry={retryOf(label)} />
            )}
          </div>
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
