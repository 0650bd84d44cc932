import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import {
  ContactFilter,
  ContactId,
  ContactInput,
  ContactSearchText,
  ContactSort,
  DefinitionName,
  ExtendedFieldDataType,
  ExtendedFieldKey,
  ExtendedValues,
  LabelKey,
  type ContactCard,
  type ContactFacets,
  type ContactLabel,
  type ContactPage,
  type ContactRead,
  type ExtendedFieldDef,
} from './contacts';
import { RetrySince } from './retry-since';
import { Guid } from './site';
import type { QueuedAnswer } from './wire/queued';

const SiteScoped = z.object({ siteId: Guid });
const OneContact = SiteScoped.extend({ contactId: ContactId });
const Revision = z.number().int().min(0);

/** The Contacts tools (admin API). */
export const contactsApi = {
  /** One page: the filter, and the search text when the admin types (start of a name, email, phone, company). */
  'contacts.query': message(
    SiteScoped.extend({
      filter: ContactFilter.nullable(),
      search: ContactSearchText,
      sort: ContactSort.nullable(),
      offset: z.number().int().min(0).max(1_000_000),
      limit: z.number().int().min(1).max(1000),
    }).strict(),
  ).returns<ContactPage>(),
  'contacts.facets': message(
    SiteScoped.extend({ filter: ContactFilter.nullable(), search: ContactSearchText }).strict(),
  ).returns<ContactFacets>(),
  'contacts.get': message(OneContact.strict()).returns<ContactRead>(),
  /** `retrySince`: a retry of a try whose answer was lost, sent then (the background reads back first). */
  'contacts.create': message(
    SiteScoped.extend({ contact: ContactInput, allowDuplicates: z.boolean(), retrySince: RetrySince }).strict(),
  ).returns<ContactCard>(),
  'contacts.update': message(
    OneContact.extend({ contact: ContactInput, revision: Revision, allowDuplicates: z.boolean() }).strict(),
  ).returns<ContactCard>(),
  'contacts.delete': message(OneContact.strict()).returns<{ deleted: true }>(),
  'contacts.previewMerge': message(
    SiteScoped.extend({ targetId: ContactId, sourceIds: z.array(ContactId).min(1).max(5) }).strict(),
  ).returns<ContactCard>(),
  'contacts.merge': message(
    SiteScoped.extend({
      targetId: ContactId,
      targetRevision: Revision,
      sourceIds: z.array(ContactId).min(1).max(5),
    }).strict(),
  ).returns<ContactCard>(),
  /**
   * Adds and removes labels on one contact; queued when the provider can't be reached
   * (lib/messaging/wire/queued.ts), with `about` (the contact's name as the panel shows it).
   */
  'contacts.label': message(
    OneContact.extend({
      add: z.array(LabelKey).max(50),
      remove: z.array(LabelKey).max(50),
      about: z.string().max(200).optional(),
    }).strict(),
  ).returns<ContactCard | QueuedAnswer>(),
  'contacts.labels': message(SiteScoped.strict()).returns<ContactLabel[]>(),
  /** A label by the name the admin typed: the existing one or a new one. */
  'contacts.createLabel': message(SiteScoped.extend({ name: DefinitionName }).strict()).returns<ContactLabel>(),
  'contacts.renameLabel': message(
    SiteScoped.extend({ key: LabelKey, name: DefinitionName }).strict(),
  ).returns<ContactLabel>(),
  'contacts.deleteLabel': message(SiteScoped.extend({ key: LabelKey }).strict()).returns<{ deleted: true }>(),
  'contacts.extendedFields': message(SiteScoped.strict()).returns<ExtendedFieldDef[]>(),
  /** A field by the name the admin typed: the existing one of that name, or a new one of this type. */
  'contacts.createField': message(
    SiteScoped.extend({ name: DefinitionName, dataType: ExtendedFieldDataType }).strict(),
  ).returns<ExtendedFieldDef>(),
  'contacts.renameField': message(
    SiteScoped.extend({ key: ExtendedFieldKey, name: DefinitionName }).strict(),
  ).returns<ExtendedFieldDef>(),
  /** Sets the contact's values of the site's own fields: these, and no others (a field left out is cleared). */
  'contacts.setExtendedValues': message(
    OneContact.extend({ revision: Revision, values: ExtendedValues }).strict(),
  ).returns<ContactCard>(),
  'contacts.deleteField': message(SiteScoped.extend({ key: ExtendedFieldKey }).strict()).returns<{ deleted: true }>(),
} satisfies ApiSpec;
