// Migration 099-crm-tasks: tasks per site. Besides the REST doc, two columns the API does not show:
// `position` (the display order Move Task After sets) and `overdue_notified` (1 once the task's
// overdue event was recorded for its current due date, so it is recorded exactly once; overdue.ts).
export const tasksSchema = /* sql */ `
CREATE TABLE tasks (
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  doc TEXT NOT NULL,
  position REAL NOT NULL DEFAULT 0,
  overdue_notified INTEGER NOT NULL DEFAULT 0,
  status TEXT GENERATED ALWAYS AS (json_extract(doc, '$.status')) VIRTUAL,
  created_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdDate')) VIRTUAL,
  updated_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.updatedDate')) VIRTUAL,
  due_date TEXT GENERATED ALWAYS AS (json_extract(doc, '$.dueDate')) VIRTUAL,
  contact_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.contact.id')) VIRTUAL,
  PRIMARY KEY (site_id, id)
);
CREATE INDEX tasks_created ON tasks(site_id, created_date);
CREATE INDEX tasks_due ON tasks(site_id, status, overdue_notified, due_date);
CREATE INDEX tasks_contact ON tasks(site_id, contact_id);
`;
