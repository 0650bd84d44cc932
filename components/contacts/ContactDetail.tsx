import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import type { ContactCard as Card, ContactInput } from '@/lib/messaging/contacts';
import { sendAdmin } from '@/lib/messaging/send';
import { contactKeys, contactLabelsOptions, contactOptions, extendedFieldsOptions } from '@/lib/queries/contacts';
import { ErrorNotice } from '../common/ErrorNotice';
import { useToast } from '../common/Toast';
import { ConfirmButton } from '../members/Confirm';
import { ConflictView } from './ConflictView';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import { ContactReviews } from './ContactReviews';
import { contactName } from './contact-name';
import { toInput } from './contact-input';
import { DuplicateOffer } from './DuplicateOffer';
import { LabelPicker } from './LabelPicker';
import { MergePanel } from './MergePanel';
import { duplicateOf, isRevisionConflict } from './provider-refusal';

type Mode =
  | { kind: 'view' }
  | { kind: 'edit'; base: ContactInput; revision: number }
  | { kind: 'conflict'; base: ContactInput; mine: ContactInput; theirs: ContactInput; revision: number }
  | { kind: 'merge' };

interface Props {
  siteId: string;
  contactId: string;
  onOpen: (contactId: string | null) => void;
  onOpenMember: (memberId: string) => void;
  onReconnect: () => void;
}

/** One contact: the card, edits that never overwrite someone else's change, labels, merge, delete. */
export function ContactDetail({ siteId, contactId, onOpen, onOpenMember, onReconnect }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const read = useQuery(contactOptions(siteId, contactId));
  const fields = useQuery(extendedFieldsOptions(siteId));
  const labels = useQuery(contactLabelsOptions(siteId));
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [allowDuplicate, setAllowDuplicate] = useState(false);

  const changed = (c: Card) => {
    queryClient.setQueryData(contactKeys.one(siteId, contactId), { contact: c, responseType: 'REGULAR' });
    return queryClient.invalidateQueries({ queryKey: ['contacts', 'query'] });
  };

  const save = useMutation({
    mutationFn: (v: { input: ContactInput; revision: number; allowDuplicates: boolean }) =>
      sendAdmin('contacts.update', {
        siteId,
        contactId: read.data!.contact.id,
        contact: v.input,
        revision: v.revision,
        allowDuplicates: v.allowDuplicates,
      }),
    onSuccess: (c) => {
      setMode({ kind: 'view' });
      setAllowDuplicate(false);
      toast(t('contacts.saved', { name: contactName(c) }));
      return changed(c);
    },
    onError: async (error, v) => {
      if (!isRevisionConflict(error) || (mode.kind !== 'edit' && mode.kind !== 'conflict')) return;
      // Changed behind the admin's back: read the current contact and let the admin choose.
      const now = await sendAdmin('contacts.get', { siteId, contactId: read.data!.contact.id });
      queryClient.setQueryData(contactKeys.one(siteId, contactId), now);
      // A second conflict while resolving one: the version the admin resolved against is the new base.
      const base = mode.kind === 'conflict' ? mode.theirs : mode.base;
      setMode({ kind: 'conflict', base, mine: v.input, theirs: toInput(now.contact), revision: now.contact.revision });
    },
  });
  const label = useMutation({
    mutationFn: (v: { add: string[]; remove: string[] }) =>
      sendAdmin('contacts.label', { siteId, contactId: read.data!.contact.id, ...v }),
    onSuccess: (c) => changed(c),
  });
  const remove = useMutation({
    mutationFn: () => sendAdmin('contacts.delete', { siteId, contactId: read.data!.contact.id }),
    onSuccess: async () => {
      toast(t('contacts.deleted', { name: read.data ? contactName(read.data.contact) : contactId }));
      queryClient.removeQueries({ queryKey: contactKeys.one(siteId, contactId) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      onOpen(null);
    },
  });

  const c = read.data?.contact;
  const labelNames = Object.fromEntries((labels.data ?? []).map((l) => [l.key, l.name]));
  const duplicate = duplicateOf(save.error);

  return (
    <section aria-label={t('contacts.detailRegion')} className="space-y-2">
      <button type="button" className="text-xs text-indigo-700" onClick={() => onOpen(null)}>
        {t('contacts.backToList')}
      </button>
      {read.error && <ErrorNotice error={read.error} onReconnect={onReconnect} />}
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
          onResolve={(input) => save.mutate({ input, revision: mode.revision, allowDuplicates: allowDuplicate })}
          onCancel={() => setMode({ kind: 'view' })}
        />
      )}
      {c && mode.kind === 'edit' && (
        <ContactForm
          initial={mode.base}
          busy={save.isPending}
          error={isRevisionConflict(save.error) || duplicate ? null : save.error}
          submitLabel={t('contacts.action.save')}
          onSubmit={(input) => save.mutate({ input, revision: mode.revision, allowDuplicates: allowDuplicate })}
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
                  if (last) save.mutate({ ...last, allowDuplicates: true });
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
        <ContactCard contact={c} fields={fields.data} labelNames={labelNames} onOpenMember={onOpenMember}>
          {mode.kind === 'view' && (
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className="rounded border border-slate-300 px-2 py-1"
                onClick={() => {
                  save.reset();
                  setMode({ kind: 'edit', base: toInput(c), revision: c.revision });
                }}
              >
                {t('contacts.action.edit')}
              </button>
              <button
                type="button"
                className="rounded border border-slate-300 px-2 py-1"
                onClick={() => setMode({ kind: 'merge' })}
              >
                {t('contacts.action.merge')}
              </button>
            </div>
          )}
          <div className="space-y-1" aria-label={t('contacts.card.labels')} role="group">
            <ul className="flex flex-wrap gap-1">
              {c.labelKeys.map((k) => (
                <li key={k}>
                  <button
                    type="button"
                    className="rounded bg-slate-100 px-1"
                    disabled={label.isPending}
                    aria-label={t('contacts.labels.remove', { name: labelNames[k] ?? k })}
                    onClick={() => label.mutate({ add: [], remove: [k] })}
                  >
                    {labelNames[k] ?? k} ×
                  </button>
                </li>
              ))}
            </ul>
            <LabelPicker
              siteId={siteId}
              busy={label.isPending}
              actions={[
                {
                  label: t('contacts.labels.add'),
                  creates: true,
                  run: (l) => label.mutate({ add: [l.key], remove: [] }),
                },
              ]}
            />
            {label.error && <ErrorNotice error={label.error} />}
          </div>
          <ConfirmButton
            label={t('contacts.action.delete')}
            disabled={remove.isPending}
            question={t('contacts.confirm.delete', {
              name: contactName(c),
              emails: String(c.emails.length),
              phones: String(c.phones.length),
              addresses: String(c.addresses.length),
              labels: String(c.labelKeys.length),
            })}
            onConfirm={() => remove.mutate()}
          />
          {remove.error && <ErrorNotice error={remove.error} onReconnect={onReconnect} />}
          {save.error && mode.kind === 'view' && <ErrorNotice error={save.error} />}
          <ContactReviews siteId={siteId} contact={c} onReconnect={onReconnect} />
        </ContactCard>
      )}
    </section>
  );
}
