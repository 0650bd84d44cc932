// The contact summary a task shows (auto_sdk_crm_tasks `ContactInfo`: first and last name, primary
// email and phone, image URL, all read-only): read from the contact each time a task is answered,
// so a renamed contact shows its new name. A task whose contact is gone keeps the id alone.
import type { Db } from '../../db/open.ts';
import type { ContactDoc } from '../contacts/contact-doc.ts';
import type { TaskContact, TaskDoc } from './task-doc.ts';

export function contactExists(db: Db, siteId: string, contactId: string): boolean {
  return db.prepare('SELECT 1 FROM contacts WHERE site_id = ? AND id = ?').get(siteId, contactId) !== undefined;
}

function summaryOf(contact: ContactDoc): Omit<TaskContact, 'id'> {
  const imageUrl = contact.info.picture?.image?.url ?? contact.picture?.url;
  return {
    ...(contact.info.name.first && { firstName: contact.info.name.first }),
    ...(contact.info.name.last && { lastName: contact.info.name.last }),
    ...(imageUrl && { imageUrl }),
    ...(contact.primaryInfo.email && { email: contact.primaryInfo.email }),
    ...(contact.primaryInfo.phone && { phone: contact.primaryInfo.phone }),
  };
}

/** The task as the API answers it: its contact's summary filled in from the contact's current doc. */
export function withContactSummary(db: Db, siteId: string, task: TaskDoc): TaskDoc {
  if (!task.contact) return task;
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, task.contact.id) as
    { doc: string } | undefined;
  const summary = row ? summaryOf(JSON.parse(row.doc) as ContactDoc) : {};
  return { ...task, contact: { id: task.contact.id, ...summary } };
}
