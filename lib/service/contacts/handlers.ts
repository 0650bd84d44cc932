import type { contactsApi } from '../../messaging/contacts-api';
import { withSearch } from '../../provider/contact-search';
import * as definitions from '../../provider/contact-definitions';
import * as provider from '../../provider/contacts';
import { sendOrQueue } from '../offline-queue/queue-send';
import { facetsForList } from './contact-facets';
import { createContactSafely, updateContactSafely } from '../retry-safe/safe-writes';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** The Contacts tools' handlers (admin API), always the admin's connection. */
export const contactsHandlers: Handlers<typeof contactsApi, AdminSender> = {
  'contacts.query': async ({ siteId, filter, search, ...page }) =>
    provider.queryContacts(await clientForSite(siteId), { filter: withSearch(filter, search), ...page }),
  'contacts.facets': async ({ siteId, filter, search }) => facetsForList(await clientForSite(siteId), filter, search),
  'contacts.get': async ({ siteId, contactId }) => provider.getContact(await clientForSite(siteId), contactId),
  'contacts.create': async ({ siteId, contact, allowDuplicates, retrySince }) =>
    createContactSafely(await clientForSite(siteId), contact, allowDuplicates, retrySince),
  'contacts.update': async ({ siteId, contactId, contact, revision, allowDuplicates }) =>
    updateContactSafely(await clientForSite(siteId), contactId, contact, revision, allowDuplicates),
  'contacts.setExtendedValues': async ({ siteId, contactId, revision, values }) =>
    provider.setExtendedValues(await clientForSite(siteId), contactId, revision, values),
  'contacts.delete': async ({ siteId, contactId }) => {
    await provider.deleteContact(await clientForSite(siteId), contactId);
    return { deleted: true as const };
  },
  'contacts.previewMerge': async ({ siteId, targetId, sourceIds }) =>
    provider.previewMerge(await clientForSite(siteId), targetId, sourceIds),
  'contacts.merge': async ({ siteId, targetId, targetRevision, sourceIds }) =>
    provider.mergeContacts(await clientForSite(siteId), targetId, targetRevision, sourceIds),
  'contacts.label': ({ siteId, contactId, add, remove, about }) =>
    sendOrQueue({ kind: 'label', siteId, contactId, add, remove }, about ?? null, async () =>
      provider.labelContact(await clientForSite(siteId), contactId, add, remove),
    ),
  'contacts.labels': async ({ siteId }) => definitions.listLabels(await clientForSite(siteId)),
  'contacts.createLabel': async ({ siteId, name }) => definitions.findOrCreateLabel(await clientForSite(siteId), name),
  'contacts.renameLabel': async ({ siteId, key, name }) =>
    definitions.renameLabel(await clientForSite(siteId), key, name),
  'contacts.deleteLabel': async ({ siteId, key }) => {
    await definitions.deleteLabel(await clientForSite(siteId), key);
    return { deleted: true as const };
  },
  'contacts.extendedFields': async ({ siteId }) => definitions.listExtendedFields(await clientForSite(siteId)),
  'contacts.createField': async ({ siteId, name, dataType }) =>
    definitions.findOrCreateExtendedField(await clientForSite(siteId), name, dataType),
  'contacts.renameField': async ({ siteId, key, name }) =>
    definitions.renameExtendedField(await clientForSite(siteId), key, name),
  'contacts.deleteField': async ({ siteId, key }) => {
    await definitions.deleteExtendedField(await clientForSite(siteId), key);
    return { deleted: true as const };
  },
};
