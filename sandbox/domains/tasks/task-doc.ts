// A task as the provider's REST layer shows it (crm tasks v2, auto_sdk_crm_tasks `Task`). The stored
// doc keeps the contact's id only; its summary (name, email, phone, image) is read from the contact
// when the task is answered (contact-summary.ts), as the SDK marks those fields read-only.
export const TASK_FQDN = 'wix.crm.tasks.v2.task';

export const TASK_STATUSES = ['ACTION_NEEDED', 'COMPLETED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export type TaskSource = { sourceType: 'USER'; userId: string } | { sourceType: 'APP'; appId: string };

export interface TaskContact {
  id: string;
  firstName?: string;
  lastName?: string;
  imageUrl?: string;
  email?: string;
  phone?: string;
}

export interface TaskDoc {
  id: string;
  /** int64 on the wire: a decimal string. */
  revision: string;
  title?: string;
  description?: string;
  createdDate: string;
  updatedDate: string;
  dueDate?: string;
  status: TaskStatus;
  source: TaskSource;
  contact?: TaskContact;
}
